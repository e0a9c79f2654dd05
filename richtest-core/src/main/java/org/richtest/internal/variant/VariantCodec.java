package org.richtest.internal.variant;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.richtest.event.EventId;

/**
 * A variant in a small explicit binary form, for checkpoints: its number of events, then per event
 * its line and index, a kind byte and the prescription's fields, and whether it is black. Written
 * field by field rather than by Java serialization, so that the form stays readable when the
 * variant's internals change; a new kind of prescription gets a new kind byte.
 *
 * <pre>
 * variant := int n, event × n
 * event   := utf line, int index, byte kind, fields, boolean black
 * kind 1 (send):               utf destination, utf operation
 * kind 2 (receive, matched):   utf partner line, int partner index
 * kind 3 (receive, unmatched): nothing
 * kind 4 (read, matched):      utf write line, int write index
 * kind 5 (read, unmatched):    utf variable line
 * </pre>
 */
public final class VariantCodec {

  private static final byte SEND = 1;
  private static final byte MATCHED = 2;
  private static final byte UNMATCHED = 3;
  private static final byte READ = 4;
  private static final byte UNMATCHED_READ = 5;

  private VariantCodec() {}

  /** Writes {@code variant} to {@code out}. */
  public static void write(Variant variant, DataOutput out) throws IOException {
    out.writeInt(variant.size());
    for (int p : variant.positions()) {
      EventId id = variant.id(p);
      out.writeUTF(id.line());
      out.writeInt(id.index());
      switch (variant.prescription(p)) {
        case Prescription.Send send -> {
          out.writeByte(SEND);
          out.writeUTF(send.destination());
          out.writeUTF(send.operation());
        }
        case Prescription.Receive receive when receive.partner() != null -> {
          out.writeByte(receive.read() ? READ : MATCHED);
          out.writeUTF(receive.partner().line());
          out.writeInt(receive.partner().index());
        }
        case Prescription.Receive receive when receive.read() -> {
          out.writeByte(UNMATCHED_READ);
          out.writeUTF(Objects.requireNonNull(variant.variableOf(p)));
        }
        case Prescription.Receive receive -> out.writeByte(UNMATCHED);
      }
      out.writeBoolean(variant.isBlack(p));
    }
  }

  /**
   * Reads a variant that {@link #write} wrote.
   *
   * @throws IOException if the input ends early
   * @throws IllegalArgumentException if the input is not a variant (an unknown kind, a bad event)
   */
  public static Variant read(DataInput in) throws IOException {
    int n = in.readInt();
    if (n < 0 || n > 10_000_000) {
      throw new IllegalArgumentException("a variant of " + n + " events");
    }
    List<EventId> ids = new ArrayList<>(n);
    List<Prescription> prescriptions = new ArrayList<>(n);
    Set<EventId> black = new HashSet<>();
    Map<EventId, String> unmatchedReads = new HashMap<>();
    for (int i = 0; i < n; i++) {
      EventId id = new EventId(in.readUTF(), in.readInt());
      byte kind = in.readByte();
      prescriptions.add(
          switch (kind) {
            case SEND -> new Prescription.Send(in.readUTF(), in.readUTF());
            case MATCHED -> new Prescription.Receive(new EventId(in.readUTF(), in.readInt()));
            case UNMATCHED -> new Prescription.Receive(null);
            case READ -> new Prescription.Receive(new EventId(in.readUTF(), in.readInt()), true);
            case UNMATCHED_READ -> {
              unmatchedReads.put(id, in.readUTF());
              yield new Prescription.Receive(null, true);
            }
            default -> throw new IllegalArgumentException("unknown event kind " + kind);
          });
      ids.add(id);
      if (in.readBoolean()) {
        black.add(id);
      }
    }
    return Variant.prescribing(ids, prescriptions, unmatchedReads, black);
  }
}
