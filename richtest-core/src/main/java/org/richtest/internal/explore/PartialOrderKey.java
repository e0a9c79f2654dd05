package org.richtest.internal.explore;

import com.google.common.hash.HashCode;
import com.google.common.hash.Hasher;
import com.google.common.hash.Hashing;
import java.nio.charset.StandardCharsets;
import org.richtest.event.SyncPair;
import org.richtest.event.SynSequence;

/** The identity of a partially-ordered SYN-sequence: a hash of its sorted synchronization pairs. */
final class PartialOrderKey {

  private PartialOrderKey() {}

  static HashCode of(SynSequence sequence) {
    Hasher hasher = Hashing.murmur3_128().newHasher();
    for (SyncPair pair : sequence.pairs()) {
      hasher.putString(pair.toString(), StandardCharsets.UTF_8).putByte((byte) 0);
    }
    return hasher.hash();
  }
}
