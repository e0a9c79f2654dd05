package org.richtest.internal.explore;

import com.google.common.hash.Hasher;
import com.google.common.hash.Hashing;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;
import org.richtest.ExplorationOptions;
import org.richtest.internal.variant.Variant;
import org.richtest.internal.variant.VariantCodec;

/**
 * A part of the variant tree that can be explored anywhere: the rows after {@code lastRow} (all if
 * null) of the race table of the sequence that {@code variant} collects, with their subtrees; when
 * {@code counted}, the run of {@code variant} itself counts too (only the first run's item).
 * {@code path} is a hash of the race-table rows taken from the first run down to the frame, so the
 * item's id, a hash of path and last row, is the same however often and wherever it is derived.
 * It records the space of the exploration that made it, which a runner checks against its options.
 *
 * <pre>
 * form := byte version (2), space ({@link ExploredSpace#write}), byte[16] path,
 *         byte flags (1 counted, 2 has last row),
 *         [int n, int × n] last row, byte[16] sequence key (not counted only), variant
 * </pre>
 *
 * @param space the space of the exploration that made the item: its policy, reductions and run
 *     settings
 * @param path the hash of the rows from the first run to the frame
 * @param counted whether the run of {@code variant} is counted (the first run)
 * @param lastRow the last row taken from the frame's race table, null if none
 * @param sequenceKey the partial order the frame's sequence had, checked when it is re-collected
 *     (empty for the counted first run)
 * @param variant the variant the frame's sequence is collected with
 */
public record SubtreeItem(
    ExploredSpace space,
    byte[] path, boolean counted, int @Nullable [] lastRow, byte[] sequenceKey, Variant variant) {

  /**
   * The version written and the only one read: version 2 added the space; an older item cannot say
   * with which options it was made, so a runner could not check that it explores the same space.
   */
  private static final byte VERSION = 2;
  /** Why an older version is refused, and what to do. */
  private static final String OLDER = ": older ones do not record the settings of the exploration"
      + " that made them (maxPeriods, readsInARow, ...), so a runner could not check that it"
      + " explores the same space; start the exploration afresh from the root item";
  private static final int HASH_BYTES = 16;
  private static final int COUNTED = 1;
  private static final int HAS_LAST_ROW = 2;
  private static final int LONGEST_ROW = 1_000_000;

  /**
   * The item of a whole exploration with {@code options}: the first (free) run and everything
   * below it.
   */
  public static SubtreeItem root(ExplorationOptions options) {
    return new SubtreeItem(
        ExploredSpace.of(options), new byte[HASH_BYTES], true, null, new byte[0], Variant.EMPTY);
  }

  /** Returns the path of the frame that row {@code row} of this path's frame leads to. */
  static byte[] childPath(byte[] path, int[] row) {
    Hasher hasher = Hashing.murmur3_128().newHasher().putBytes(path);
    for (int cell : row) {
      hasher.putInt(cell);
    }
    return hasher.hash().asBytes();
  }

  /** Returns the item's id: 32 hex digits, a hash of its path and last row. */
  public String id() {
    Hasher hasher = Hashing.murmur3_128().newHasher().putBytes(path);
    if (lastRow != null) {
      hasher.putInt(lastRow.length);
      for (int cell : lastRow) {
        hasher.putInt(cell);
      }
    } else {
      hasher.putInt(-1);
    }
    return hasher.hash().toString();
  }

  /** Returns the item's binary form. */
  public byte[] toBytes() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.writeByte(VERSION);
      space.write(out);
      out.write(path);
      out.writeByte((counted ? COUNTED : 0) | (lastRow != null ? HAS_LAST_ROW : 0));
      if (lastRow != null) {
        out.writeInt(lastRow.length);
        for (int cell : lastRow) {
          out.writeInt(cell);
        }
      }
      if (!counted) {
        out.write(sequenceKey);
      }
      VariantCodec.write(variant, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  /**
   * Reads an item's binary form.
   *
   * @throws IllegalArgumentException if {@code form} is not one, saying why
   */
  public static SubtreeItem fromBytes(byte[] form) {
    try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(form))) {
      byte version = in.readByte();
      if (version != VERSION) {
        throw new IllegalArgumentException("a work item of version " + version + ", but this"
            + " RichTest reads version " + VERSION + " only" + (version < VERSION ? OLDER : ""));
      }
      ExploredSpace space = ExploredSpace.read(in);
      byte[] path = new byte[HASH_BYTES];
      in.readFully(path);
      int flags = in.readByte();
      int[] lastRow = null;
      if ((flags & HAS_LAST_ROW) != 0) {
        int n = in.readInt();
        if (n < 0 || n > LONGEST_ROW) {
          throw new IllegalArgumentException("a work item with a row of " + n + " cells");
        }
        lastRow = new int[n];
        for (int i = 0; i < n; i++) {
          lastRow[i] = in.readInt();
        }
      }
      boolean counted = (flags & COUNTED) != 0;
      byte[] key = new byte[counted ? 0 : HASH_BYTES];
      in.readFully(key);
      Variant variant = VariantCodec.read(in);
      if (in.read() != -1) {
        throw new IllegalArgumentException("a work item with bytes after its variant");
      }
      return new SubtreeItem(space, path, counted, lastRow, key, variant);
    } catch (IOException e) {
      throw new IllegalArgumentException("a truncated work item: " + e, e);
    }
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof SubtreeItem item && Arrays.equals(toBytes(), item.toBytes());
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(toBytes());
  }

  @Override
  public String toString() {
    return "SubtreeItem " + id();
  }
}
