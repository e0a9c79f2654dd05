package org.richtest.regressions;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.richtest.regressions.drivers.Pool2WallClockStats;

/**
 * A released library whose synchronization depends on the wall clock, explored with the default
 * options through the agent in a fresh JVM: under each run's logical clock its runs repeat
 * themselves and the exploration completes, where with real time it stopped as not deterministic.
 */
class WallClockLibraryTest {

  @Test
  void pool2GenericObjectPool_statisticsByTheClock_completeWithoutBug() throws Exception {
    LibraryBug driver = new LibraryBug("pool2 statistics", "commons-pool2",
        "updateStatsBorrow's compare-and-set depends on the wall clock",
        Pool2WallClockStats.class, List.of(),
        List.of(Release.of("commons-pool2", "2.3", Outcome.NO_BUG)));
    Release release = driver.releases().get(0);

    Exploration exploration = Exploration.of(driver, release);

    System.out.println(String.format(Locale.ROOT,
        "explored commons-pool2 2.3 statistics: %d sequences, %.3f s, complete %s",
        exploration.sequences(), exploration.seconds(), exploration.complete()));
    assertTrue(exploration.found(Outcome.NO_BUG), exploration.output());
  }
}
