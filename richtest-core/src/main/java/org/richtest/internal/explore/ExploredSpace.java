package org.richtest.internal.explore;

import com.google.common.collect.ImmutableSortedMap;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.richtest.ExplorationOptions;
import org.richtest.RunSettings;

/**
 * What of an exploration's options decides the space it explores, as a {@link SubtreeItem}
 * records it: the free-run policy with what is modelled (as a checkpoint's), the reductions and the
 * {@link RunSettings}. A runner whose options give another space refuses an item, since its runs
 * would exercise other sequences and the summed counts would silently be wrong.
 *
 * @param policy the free-run policy and what is modelled ({@link Resumption#policy})
 * @param reductions the reductions ({@link Resumption#reductions})
 * @param settings the run settings
 */
record ExploredSpace(String policy, String reductions, RunSettings settings) {

  /** Returns the space {@code options} explore. */
  static ExploredSpace of(ExplorationOptions options) {
    return new ExploredSpace(
        Resumption.policy(options), Resumption.reductions(options), RunSettings.of(options));
  }

  /**
   * Returns each setting whose value differs from {@code wanted}'s, as {@code name recorded, not
   * wanted}: the policy, the reductions, then the run settings as {@link RunSettings#differences}.
   */
  List<String> differences(ExploredSpace wanted) {
    List<String> differences = new ArrayList<>();
    if (!policy.equals(wanted.policy)) {
      differences.add("free-run policy " + policy + ", not " + wanted.policy);
    }
    if (!reductions.equals(wanted.reductions)) {
      differences.add("reductions " + reductions + ", not " + wanted.reductions);
    }
    differences.addAll(settings.differences(wanted.settings));
    return differences;
  }

  /** Writes the space: {@code utf policy, utf reductions,} then the settings as {@link #write}. */
  void write(DataOutput out) throws IOException {
    out.writeUTF(policy);
    out.writeUTF(reductions);
    write(out, settings);
  }

  /** Reads the space {@link #write(DataOutput)} wrote. */
  static ExploredSpace read(DataInput in) throws IOException {
    return new ExploredSpace(in.readUTF(), in.readUTF(), readSettings(in));
  }

  /** Writes {@code settings}: {@code int s, (utf name, utf value) × s}. */
  static void write(DataOutput out, RunSettings settings) throws IOException {
    out.writeInt(settings.values().size());
    for (Map.Entry<String, String> setting : settings.values().entrySet()) {
      out.writeUTF(setting.getKey());
      out.writeUTF(setting.getValue());
    }
  }

  /** Reads the settings {@link #write(DataOutput, RunSettings)} wrote. */
  static RunSettings readSettings(DataInput in) throws IOException {
    ImmutableSortedMap.Builder<String, String> values = ImmutableSortedMap.naturalOrder();
    for (int i = TallyCodec.count(in); i > 0; i--) {
      values.put(in.readUTF(), in.readUTF());
    }
    return new RunSettings(values.buildOrThrow());
  }
}
