package org.richtest.internal.explore;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInput;
import java.io.DataInputStream;
import java.io.DataOutput;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UTFDataFormatException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32;
import org.jspecify.annotations.Nullable;
import org.richtest.CheckpointException;
import org.richtest.DataRace;
import org.richtest.RunSettings;
import org.richtest.internal.variant.Variant;
import org.richtest.internal.variant.VariantCodec;

/**
 * Reads and writes a {@link Checkpoint} in a small binary form of its own: a header (magic,
 * version, payload length), the payload written field by field, and a CRC-32 of the payload, so
 * that a truncated file and a corrupt one are told apart and refused. A checkpoint is written to a
 * temporary file beside the target, forced to disk and renamed over it: the target is always the
 * previous complete checkpoint or the new one.
 *
 * <pre>
 * file     := bytes "RICHTEST-CHECKPOINT", int version, long n, payload (n bytes), long crc32
 * payload  := utf program, key root, utf policy, utf reductions, int s, (utf name, utf value) × s,
 *             long runs, long sequences, long partialRuns, long infeasibleVariants,
 *             long periodicCuts, long elapsedNanos,
 *             races, warnings (as {@link TallyCodec} writes them), int b, variant × b,
 *             int f, frame × f, int p, variant × p
 * frame    := variant, key sequence, int k (-1: no row taken), int × k
 * key      := int length, bytes
 * </pre>
 */
final class CheckpointFile {

  /**
   * The version written and the only one read: version 6 added the run settings ({@link
   * RunSettings}); an older checkpoint cannot say what they were, so a resume could not check that
   * it explores the same space.
   */
  static final int VERSION = 6;
  /** Why an older version is refused, and what to do. */
  private static final String OLDER = ": older ones do not record the run settings (maxPeriods,"
      + " readsInARow, ...), so a resume could not check that it explores the same space; explore"
      + " afresh, or resume with the RichTest that wrote it";
  private static final byte[] MAGIC = "RICHTEST-CHECKPOINT".getBytes(StandardCharsets.US_ASCII);
  private static final int HEADER = MAGIC.length + Integer.BYTES + Long.BYTES;

  private CheckpointFile() {}

  /** Writes {@code checkpoint} to {@code file} atomically. */
  static void write(Path file, Checkpoint checkpoint) throws IOException {
    ByteArrayOutputStream payload = new ByteArrayOutputStream();
    writePayload(new DataOutputStream(payload), checkpoint);
    byte[] bytes = payload.toByteArray();
    CRC32 crc = new CRC32();
    crc.update(bytes);
    ByteBuffer all = ByteBuffer.allocate(HEADER + bytes.length + Long.BYTES);
    all.put(MAGIC).putInt(VERSION).putLong(bytes.length).put(bytes).putLong(crc.getValue());
    all.flip();
    Path absolute = file.toAbsolutePath();
    Path temporary = absolute.resolveSibling(absolute.getFileName() + ".tmp");
    try (FileChannel channel =
        FileChannel.open(
            temporary,
            StandardOpenOption.CREATE,
            StandardOpenOption.TRUNCATE_EXISTING,
            StandardOpenOption.WRITE)) {
      while (all.hasRemaining()) {
        channel.write(all);
      }
      channel.force(true);
    }
    try {
      Files.move(
          temporary, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  private static void writePayload(DataOutput out, Checkpoint checkpoint) throws IOException {
    out.writeUTF(checkpoint.program());
    writeKey(out, checkpoint.rootKey());
    out.writeUTF(checkpoint.policy());
    out.writeUTF(checkpoint.reductions());
    ExploredSpace.write(out, checkpoint.settings());
    SharedTally.Counts counts = checkpoint.counts();
    out.writeLong(counts.runs());
    out.writeLong(counts.sequences());
    out.writeLong(counts.partialRuns());
    out.writeLong(counts.infeasibleVariants());
    out.writeLong(counts.periodicCuts());
    out.writeLong(counts.elapsedNanos());
    TallyCodec.writeRaces(out, counts.dataRaces());
    TallyCodec.writeWarnings(out, counts.warnings());
    writeVariants(out, counts.bugs());
    out.writeInt(checkpoint.frames().size());
    for (Checkpoint.SavedFrame frame : checkpoint.frames()) {
      VariantCodec.write(frame.variant(), out);
      writeKey(out, frame.sequenceKey());
      int[] row = frame.lastRow();
      out.writeInt(row == null ? -1 : row.length);
      for (int value : row == null ? new int[0] : row) {
        out.writeInt(value);
      }
    }
    writeVariants(out, checkpoint.pending());
  }

  private static void writeVariants(DataOutput out, List<Variant> variants) throws IOException {
    out.writeInt(variants.size());
    for (Variant variant : variants) {
      VariantCodec.write(variant, out);
    }
  }

  private static void writeKey(DataOutput out, byte[] key) throws IOException {
    out.writeInt(key.length);
    out.write(key);
  }

  /**
   * Reads the checkpoint in {@code file}.
   *
   * @throws CheckpointException if the file cannot be read, is not a checkpoint, is of another
   *     version, is truncated or is corrupt, saying which
   */
  static Checkpoint read(Path file) {
    byte[] all;
    try {
      all = Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new CheckpointException(file, "no such file");
    } catch (IOException e) {
      throw new CheckpointException(file, "cannot be read: " + e.getMessage());
    }
    int magic = Math.min(all.length, MAGIC.length);
    if (!Arrays.equals(all, 0, magic, MAGIC, 0, magic)) {
      throw new CheckpointException(file, "not a RichTest checkpoint");
    }
    if (all.length < HEADER) {
      throw new CheckpointException(file, "truncated: " + all.length + " bytes, no header");
    }
    ByteBuffer header = ByteBuffer.wrap(all, MAGIC.length, HEADER - MAGIC.length);
    int version = header.getInt();
    if (version != VERSION) {
      throw new CheckpointException(file, "version " + version + ", but this RichTest reads"
          + " version " + VERSION + " only" + (version < VERSION ? OLDER : ""));
    }
    long length = header.getLong();
    long expected = HEADER + length + Long.BYTES;
    if (length < 0 || all.length > expected) {
      throw new CheckpointException(file, "corrupt: its length does not match its header");
    }
    if (all.length < expected) {
      throw new CheckpointException(
          file, "truncated: " + all.length + " of " + expected + " bytes");
    }
    CRC32 crc = new CRC32();
    crc.update(all, HEADER, (int) length);
    if (crc.getValue() != ByteBuffer.wrap(all, HEADER + (int) length, Long.BYTES).getLong()) {
      throw new CheckpointException(file, "corrupt: checksum mismatch");
    }
    try {
      return readPayload(
          new DataInputStream(new ByteArrayInputStream(all, HEADER, (int) length)));
    } catch (EOFException | UTFDataFormatException | IllegalArgumentException e) {
      throw new CheckpointException(file, "corrupt: " + e);
    } catch (IOException e) {
      throw new CheckpointException(file, "cannot be read: " + e.getMessage());
    }
  }

  private static Checkpoint readPayload(DataInput in) throws IOException {
    String program = in.readUTF();
    byte[] rootKey = readKey(in);
    String policy = in.readUTF();
    String reductions = in.readUTF();
    RunSettings settings = ExploredSpace.readSettings(in);
    long runs = in.readLong();
    long sequences = in.readLong();
    long partialRuns = in.readLong();
    long infeasibleVariants = in.readLong();
    long periodicCuts = in.readLong();
    long elapsedNanos = in.readLong();
    List<DataRace> races = TallyCodec.readRaces(in);
    List<String> warnings = TallyCodec.readWarnings(in);
    List<Variant> bugs = readVariants(in);
    int frameCount = count(in.readInt());
    List<Checkpoint.SavedFrame> frames = new ArrayList<>(frameCount);
    for (int i = 0; i < frameCount; i++) {
      Variant variant = VariantCodec.read(in);
      byte[] key = readKey(in);
      int width = in.readInt();
      int @Nullable [] row = width < 0 ? null : new int[count(width)];
      for (int j = 0; row != null && j < row.length; j++) {
        row[j] = in.readInt();
      }
      frames.add(new Checkpoint.SavedFrame(variant, key, row));
    }
    List<Variant> pending = readVariants(in);
    return new Checkpoint(
        program,
        rootKey,
        policy,
        reductions,
        settings,
        new SharedTally.Counts(runs, sequences, partialRuns, infeasibleVariants, periodicCuts,
            elapsedNanos, races, warnings, bugs),
        frames,
        pending);
  }

  private static List<Variant> readVariants(DataInput in) throws IOException {
    int n = count(in.readInt());
    List<Variant> variants = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      variants.add(VariantCodec.read(in));
    }
    return variants;
  }

  private static byte[] readKey(DataInput in) throws IOException {
    byte[] key = new byte[count(in.readInt())];
    in.readFully(key);
    return key;
  }

  private static int count(int value) {
    if (value < 0 || value > 10_000_000) {
      throw new IllegalArgumentException("a count of " + value);
    }
    return value;
  }
}
