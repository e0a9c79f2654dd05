package org.richtest.internal.explore;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.richtest.DataRace;

/**
 * The data races and warnings of a tally in a small explicit binary form, shared by the two forms
 * that carry a tally between processes (a checkpoint and a work item's result), so that both carry
 * the same findings and read the same bytes.
 *
 * <pre>
 * races    := int n, race × n
 * race     := byte target, utf class, utf field, access, access
 * access   := boolean write, utf site, utf call, utf thread
 * warnings := int n, utf × n
 * </pre>
 */
public final class TallyCodec {

  private static final int MOST_ENTRIES = 10_000_000;

  private TallyCodec() {}

  /** Writes {@code races}. */
  public static void writeRaces(DataOutput out, List<DataRace> races) throws IOException {
    out.writeInt(races.size());
    for (DataRace race : races) {
      out.writeByte(race.target().ordinal());
      out.writeUTF(race.className());
      out.writeUTF(race.field());
      writeAccess(out, race.first());
      writeAccess(out, race.second());
    }
  }

  /**
   * Reads the races {@link #writeRaces} wrote.
   *
   * @throws IllegalArgumentException if a count or a target is out of range
   */
  public static List<DataRace> readRaces(DataInput in) throws IOException {
    List<DataRace> races = new ArrayList<>();
    for (int i = count(in); i > 0; i--) {
      races.add(new DataRace(target(in.readByte()), in.readUTF(), in.readUTF(),
          readAccess(in), readAccess(in)));
    }
    return races;
  }

  /** Writes {@code warnings}. */
  public static void writeWarnings(DataOutput out, List<String> warnings) throws IOException {
    out.writeInt(warnings.size());
    for (String warning : warnings) {
      out.writeUTF(warning);
    }
  }

  /**
   * Reads the warnings {@link #writeWarnings} wrote.
   *
   * @throws IllegalArgumentException if the count is out of range
   */
  public static List<String> readWarnings(DataInput in) throws IOException {
    List<String> warnings = new ArrayList<>();
    for (int i = count(in); i > 0; i--) {
      warnings.add(in.readUTF());
    }
    return warnings;
  }

  /**
   * Reads a count.
   *
   * @throws IllegalArgumentException if it is negative or too large to be real
   */
  public static int count(DataInput in) throws IOException {
    int n = in.readInt();
    if (n < 0 || n > MOST_ENTRIES) {
      throw new IllegalArgumentException("a count of " + n);
    }
    return n;
  }

  private static void writeAccess(DataOutput out, DataRace.Access access) throws IOException {
    out.writeBoolean(access.write());
    out.writeUTF(access.site());
    out.writeUTF(access.call());
    out.writeUTF(access.thread());
  }

  private static DataRace.Access readAccess(DataInput in) throws IOException {
    return new DataRace.Access(in.readBoolean(), in.readUTF(), in.readUTF(), in.readUTF());
  }

  private static DataRace.Target target(byte ordinal) {
    DataRace.Target[] targets = DataRace.Target.values();
    if (ordinal < 0 || ordinal >= targets.length) {
      throw new IllegalArgumentException("a data race on target " + ordinal);
    }
    return targets[ordinal];
  }
}
