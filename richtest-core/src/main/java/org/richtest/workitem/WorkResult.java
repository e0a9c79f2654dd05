package org.richtest.workitem;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.richtest.DataRace;
import org.richtest.internal.explore.TallyCodec;

/**
 * What exploring one {@link WorkItem} found: its counts, the variants of its failing runs (in the
 * binary form {@link WorkItemRunner#replay} takes), the data races and warnings, and the child
 * items for what is left below it. An engine commits it once per item id; the exploration's counts
 * are the sums over the committed results. Has a small versioned binary form, {@link #toBytes}.
 *
 * @param runs the runs counted
 * @param sequences the runs that exercised a sequence (all but the partial ones)
 * @param partialRuns the partial runs
 * @param infeasibleVariants the variants dropped because no run can exercise them
 * @param periodicCuts the runs that cut a periodic task at the bound on its periods
 * @param nanos the time the exploration of the item took
 * @param bugs the variants of the runs that failed, deadlocked or were stopped by the watchdog
 * @param dataRaces the data races found
 * @param warnings warnings about the program (it seems to synchronize outside RichTest's control)
 * @param complete false if a thread stuck past the watchdog cut a sequence short
 * @param stop whether the whole exploration should end: a bug with stop at the first bug, or a
 *     stuck thread
 * @param children the items for the rows left below this one
 */
public record WorkResult(
    long runs,
    long sequences,
    long partialRuns,
    long infeasibleVariants,
    long periodicCuts,
    long nanos,
    List<byte[]> bugs,
    List<DataRace> dataRaces,
    List<String> warnings,
    boolean complete,
    boolean stop,
    List<WorkItem> children) {

  private static final byte VERSION = 4;

  /** Copies the lists. */
  public WorkResult {
    bugs = bugs.stream().map(byte[]::clone).toList();
    dataRaces = List.copyOf(dataRaces);
    warnings = List.copyOf(warnings);
    children = List.copyOf(children);
  }

  /** Returns this result without its children: what is kept once they were handed on. */
  public WorkResult withoutChildren() {
    return withChildren(List.of());
  }

  /** Returns this result with {@code others} for children, its counts and findings unchanged. */
  public WorkResult withChildren(List<WorkItem> others) {
    return new WorkResult(runs, sequences, partialRuns, infeasibleVariants, periodicCuts, nanos,
        bugs, dataRaces, warnings, complete, stop, others);
  }

  /** Returns the binary form. */
  public byte[] toBytes() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.writeByte(VERSION);
      out.writeLong(runs);
      out.writeLong(sequences);
      out.writeLong(partialRuns);
      out.writeLong(infeasibleVariants);
      out.writeLong(periodicCuts);
      out.writeLong(nanos);
      out.writeBoolean(complete);
      out.writeBoolean(stop);
      out.writeInt(bugs.size());
      for (byte[] bug : bugs) {
        writeBytes(out, bug);
      }
      TallyCodec.writeRaces(out, dataRaces);
      TallyCodec.writeWarnings(out, warnings);
      out.writeInt(children.size());
      for (WorkItem child : children) {
        out.writeUTF(child.id());
        writeBytes(out, child.form());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  /**
   * Reads the binary form {@link #toBytes} wrote.
   *
   * @throws IllegalArgumentException if {@code form} is not a work result, saying why
   */
  public static WorkResult fromBytes(byte[] form) {
    try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(form))) {
      byte version = in.readByte();
      if (version != VERSION) {
        throw new IllegalArgumentException("a work result of version " + version + ", not "
            + VERSION);
      }
      long runs = in.readLong();
      long sequences = in.readLong();
      long partialRuns = in.readLong();
      long infeasibleVariants = in.readLong();
      long periodicCuts = in.readLong();
      long nanos = in.readLong();
      boolean complete = in.readBoolean();
      boolean stop = in.readBoolean();
      List<byte[]> bugs = new ArrayList<>();
      for (int i = TallyCodec.count(in); i > 0; i--) {
        bugs.add(readBytes(in));
      }
      List<DataRace> races = TallyCodec.readRaces(in);
      List<String> warnings = TallyCodec.readWarnings(in);
      List<WorkItem> children = new ArrayList<>();
      for (int i = TallyCodec.count(in); i > 0; i--) {
        children.add(new WorkItem(in.readUTF(), readBytes(in)));
      }
      if (in.read() != -1) {
        throw new IllegalArgumentException("a work result with bytes after its children");
      }
      return new WorkResult(runs, sequences, partialRuns, infeasibleVariants, periodicCuts, nanos,
          bugs, races, warnings, complete, stop, children);
    } catch (IOException e) {
      throw new IllegalArgumentException("a truncated work result: " + e, e);
    }
  }

  private static void writeBytes(DataOutputStream out, byte[] bytes) throws IOException {
    out.writeInt(bytes.length);
    out.write(bytes);
  }

  private static byte[] readBytes(DataInputStream in) throws IOException {
    byte[] bytes = new byte[TallyCodec.count(in)];
    in.readFully(bytes);
    return bytes;
  }

}
