package org.richtest.regressions;

import static org.richtest.regressions.Outcome.DATA_RACE;
import static org.richtest.regressions.Outcome.DEADLOCK;
import static org.richtest.regressions.Outcome.NO_BUG;

import java.util.List;
import org.richtest.Program;
import org.richtest.regressions.drivers.Log4j38137AsyncAppender;
import org.richtest.regressions.drivers.Log4j44032ThrowableRendering;
import org.richtest.regressions.drivers.Pool146KeyedPool;
import org.richtest.regressions.drivers.Pool147ReturnWakeUp;
import org.richtest.regressions.drivers.Pool149InvalidateWakeUp;
import org.richtest.regressions.drivers.Pool152FailedValidation;
import org.richtest.regressions.drivers.Pool162InterruptedWaiter;
import org.richtest.regressions.drivers.Pool184EvictWhileBorrowing;
import org.richtest.regressions.drivers.Pool189CloseWhileWaiting;

/**
 * The catalogue: every bug, its releases and what each must give. The versions here are the files
 * the module's pom copies into {@code target/libraries}.
 */
final class LibraryBugs {

  private static final String POOL = "commons-pool";
  private static final String LOG4J = "log4j";

  private LibraryBugs() {}

  /** Every bug, in the order of the documentation's table. */
  static List<LibraryBug> all() {
    return List.of(
        pool("POOL-146", "a waiter for an exhausted key blocks borrowers of other keys",
            Pool146KeyedPool.class, "1.5.1", "1.5.2"),
        pool("POOL-147", "lost wake-up: an instance returned before the borrower waits",
            Pool147ReturnWakeUp.class, "1.5.1", "1.5.2"),
        pool("POOL-149", "lost wake-up: capacity freed by invalidateObject before the borrower waits",
            Pool149InvalidateWakeUp.class, "1.5.2", "1.5.3"),
        pool("POOL-152", "a new instance failing validation leaks the pool's permit to create",
            Pool152FailedValidation.class, "1.5.3", "1.5.4"),
        pool("POOL-162", "an interrupted waiter's latch keeps the next returned instance",
            Pool162InterruptedWaiter.class, "1.5.4", "1.5.5"),
        new LibraryBug("POOL-184", POOL,
            "evict() puts an instance back without serving the queued borrower",
            Pool184EvictWhileBorrowing.class,
            // Both releases read the idle list's size unlocked (a data race): explored instead.
            List.of("--explore-fields", "CursorableLinkedList._size"),
            List.of(Release.of(POOL, "1.5.5", DEADLOCK), Release.of(POOL, "1.5.6", NO_BUG))),
        new LibraryBug("POOL-189", POOL, "close() leaves the threads waiting in borrowObject blocked",
            Pool189CloseWhileWaiting.class, List.of(),
            List.of(
                Release.of(POOL, "1.5.6", DEADLOCK),
                // The fix (1.5.7, and 1.6 with generics) still loses the wake-up of a borrower
                // between its assertOpen() and its wait when close() runs in between.
                Release.of(POOL, "1.5.7", DEADLOCK),
                Release.of(POOL, "1.6", DEADLOCK))),
        new LibraryBug("log4j 44032", LOG4J,
            "ThrowableInformation publishes its rendered lines before filling them",
            Log4j44032ThrowableRendering.class, List.of(),
            List.of(Release.of(LOG4J, "1.2.15", DATA_RACE), Release.of(LOG4J, "1.2.16", NO_BUG))),
        new LibraryBug("log4j 38137", LOG4J,
            "AsyncAppender's notify() wakes a producer instead of the dispatcher",
            Log4j38137AsyncAppender.class, List.of(),
            List.of(
                Release.of(LOG4J, "1.2.13", DEADLOCK),
                Release.of(LOG4J, "1.2.14", NO_BUG))));
  }

  private static LibraryBug pool(
      String tracker, String summary, Class<? extends Program> driver, String buggy,
      String fixed) {
    return new LibraryBug(tracker, POOL, summary, driver, List.of(),
        List.of(Release.of(POOL, buggy, DEADLOCK), Release.of(POOL, fixed, NO_BUG)));
  }
}
