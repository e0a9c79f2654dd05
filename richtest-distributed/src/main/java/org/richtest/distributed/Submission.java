package org.richtest.distributed;

import com.google.common.hash.Hasher;
import com.google.common.hash.Hashing;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.richtest.ExplorationOptions;
import org.richtest.FreeRunPolicy;
import org.richtest.Reduction;

/**
 * An exploration submitted to the cluster, as the map of explorations holds it: what every member
 * needs to explore its items (the program's name, the options that shape a run, the partial order
 * of the program's first run to check it has the same program, the runs per item) and where the
 * exploration stands. Its {@link #key()} depends on what is explored only, so that submitting the
 * same exploration again (after the submitting member died) continues it.
 *
 * @param program the name members resolve the program by
 * @param seed the free-run policy: -1 oldest pending first, else seeded random with this seed
 * @param reductions the reductions' labels
 * @param watchdogMillis the watchdog limit
 * @param stopAtFirstBug whether the first bug ends the exploration
 * @param dataRaces whether runs look for data races
 * @param exploredFields the plain fields explored as shared variables
 * @param exploredCalls the not thread-safe classes whose objects' calls are explored as events
 * @param interrupts whether runs model interrupts: a cluster does not start over when a program
 *     interrupts, so this must be set for one that does
 * @param bounds the other options that model or bound every run
 * @param programKey the partial order of the program's first free run
 * @param itemRuns the runs a member explores of one item before handing back the rest
 * @param run the name of this submission's maps, fixed at the first submission
 * @param stopped why the exploration stopped (a bug, the time budget, an error), or empty
 */
record Submission(
    String program,
    long seed,
    List<String> reductions,
    long watchdogMillis,
    boolean stopAtFirstBug,
    boolean dataRaces,
    List<String> exploredFields,
    List<String> exploredCalls,
    boolean interrupts,
    RunBounds bounds,
    byte[] programKey,
    int itemRuns,
    String run,
    String stopped) {

  private static final byte VERSION = 4;

  /** Returns the submission of {@code program} explored with {@code options}. */
  static Submission of(
      String program, ExplorationOptions options, byte[] programKey, int itemRuns, String run) {
    long seed = options.freeRunPolicy() instanceof FreeRunPolicy.SeededRandom random
        ? random.seed()
        : -1;
    List<String> reductions = options.reductions().stream().map(Reduction::label).toList();
    return new Submission(program, seed, reductions,
        TimeUnit.MILLISECONDS.convert(options.watchdog()), // saturates: a watchdog of never
        options.stopAtFirstBug(), options.detectsDataRaces(),
        List.copyOf(options.exploredFields()), List.copyOf(options.exploredCalls()),
        options.modelsInterrupts(), RunBounds.of(options), programKey, itemRuns, run, "");
  }

  /** Returns the options a member explores this submission's items with. */
  ExplorationOptions options() {
    ExplorationOptions options = bounds.applyTo(ExplorationOptions.defaults())
        .withFreeRunPolicy(
            seed < 0 ? FreeRunPolicy.oldestPending() : FreeRunPolicy.seededRandom(seed))
        .withReductions(reductions.stream().map(Reduction::ofLabel).toArray(Reduction[]::new))
        .withWatchdog(Duration.ofMillis(watchdogMillis))
        .withStopAtFirstBug(stopAtFirstBug)
        .withDataRaceDetection(dataRaces)
        .withInterrupts(interrupts);
    if (!exploredCalls.isEmpty()) {
      options = options.withExploredCalls(exploredCalls.toArray(String[]::new));
    }
    return exploredFields.isEmpty()
        ? options
        : options.withExploredFields(exploredFields.toArray(String[]::new));
  }

  /** Returns the exploration's key: a hash of everything but its maps' name and its state. */
  String key() {
    Hasher hasher = Hashing.murmur3_128().newHasher()
        .putString(program, StandardCharsets.UTF_8).putByte((byte) 0)
        .putLong(seed)
        .putString(String.join(",", reductions), StandardCharsets.UTF_8).putByte((byte) 0)
        .putLong(watchdogMillis)
        .putBoolean(stopAtFirstBug)
        .putBoolean(dataRaces)
        .putString(String.join(",", exploredFields), StandardCharsets.UTF_8).putByte((byte) 0)
        .putString(String.join(",", exploredCalls), StandardCharsets.UTF_8).putByte((byte) 0)
        .putBoolean(interrupts);
    bounds.hashInto(hasher);
    return hasher.putBytes(programKey).putInt(itemRuns).hash().toString();
  }

  /** Returns this submission stopped for {@code reason}. */
  Submission stop(String reason) {
    return new Submission(program, seed, reductions, watchdogMillis, stopAtFirstBug, dataRaces,
        exploredFields, exploredCalls, interrupts, bounds, programKey, itemRuns, run, reason);
  }

  /** Returns whether the exploration stopped. */
  boolean isStopped() {
    return !stopped.isEmpty();
  }

  /** Returns the binary form. */
  byte[] toBytes() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.writeByte(VERSION);
      out.writeUTF(program);
      out.writeLong(seed);
      writeStrings(out, reductions);
      out.writeLong(watchdogMillis);
      out.writeBoolean(stopAtFirstBug);
      out.writeBoolean(dataRaces);
      writeStrings(out, exploredFields);
      writeStrings(out, exploredCalls);
      out.writeBoolean(interrupts);
      bounds.write(out);
      out.writeInt(programKey.length);
      out.write(programKey);
      out.writeInt(itemRuns);
      out.writeUTF(run);
      out.writeUTF(stopped);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  /**
   * Reads the binary form.
   *
   * @throws IllegalArgumentException if {@code form} is not a submission of this version
   */
  static Submission fromBytes(byte[] form) {
    try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(form))) {
      byte version = in.readByte();
      if (version != VERSION) {
        throw new IllegalArgumentException(
            "a submission of version " + version + ", not " + VERSION);
      }
      String program = in.readUTF();
      long seed = in.readLong();
      List<String> reductions = readStrings(in);
      long watchdog = in.readLong();
      boolean stopAtFirstBug = in.readBoolean();
      boolean dataRaces = in.readBoolean();
      List<String> fields = readStrings(in);
      List<String> calls = readStrings(in);
      boolean interrupts = in.readBoolean();
      RunBounds bounds = RunBounds.read(in);
      int keyLength = in.readInt();
      if (keyLength < 0 || keyLength > 64) {
        throw new IllegalArgumentException("a submission with a program key of " + keyLength);
      }
      byte[] key = new byte[keyLength];
      in.readFully(key);
      return new Submission(program, seed, reductions, watchdog, stopAtFirstBug, dataRaces,
          fields, calls, interrupts, bounds, key, in.readInt(), in.readUTF(), in.readUTF());
    } catch (IOException e) {
      throw new IllegalArgumentException("a truncated submission: " + e, e);
    }
  }

  private static void writeStrings(DataOutputStream out, List<String> strings)
      throws IOException {
    out.writeInt(strings.size());
    for (String string : strings) {
      out.writeUTF(string);
    }
  }

  private static List<String> readStrings(DataInputStream in) throws IOException {
    int n = in.readInt();
    if (n < 0 || n > 10_000) {
      throw new IllegalArgumentException("a submission with a list of " + n);
    }
    List<String> strings = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      strings.add(in.readUTF());
    }
    return strings;
  }
}
