package org.richtest.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

/** Reads and resets the JVM's peak heap usage, summed over the heap memory pools. */
public final class PeakHeap {

  private PeakHeap() {}

  /** Returns the peak heap use since the last reset, in MiB. */
  public static double megabytes() {
    long bytes = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) {
        bytes += pool.getPeakUsage().getUsed();
      }
    }
    return bytes / (1024.0 * 1024.0);
  }

  /** Forgets the peaks seen so far, so the next reading covers what follows. */
  public static void reset() {
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        pool.resetPeakUsage();
      }
    }
  }
}
