package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.RichTest;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.event.SynEvent;
import org.richtest.sync.RichThread;

/**
 * The atomic drop-ins: outside an exploration they are the JDK's atomics under many real threads;
 * under one each is a shared variable (a read races only with the writes it could read, a
 * read-modify-write is one write event), and a lost update is found.
 */
@Timeout(10)
class AtomicsTest {

  @Test
  void incrementAndGet_eightRealThreads_noIncrementLost() throws Exception {
    AtomicInteger counter = new AtomicInteger();
    AtomicLong total = new AtomicLong(5);
    Workers workers = new Workers();
    for (int t = 0; t < 8; t++) {
      workers.start("w" + t, () -> {
        for (int i = 0; i < 1000; i++) {
          counter.incrementAndGet();
          total.addAndGet(2);
        }
      });
    }
    workers.joinAll();

    assertEquals(8000, counter.get());
    assertEquals(16005, total.get());
  }

  @Test
  void everyOperation_outsideAnExploration_behavesLikeTheJdk() {
    AtomicInteger i = new AtomicInteger(3);
    assertEquals(3, i.getAndIncrement());
    assertEquals(5, i.incrementAndGet());
    assertFalse(i.compareAndSet(4, 0));
    assertTrue(i.compareAndSet(5, 7));
    assertEquals(7, i.compareAndExchange(0, 1));
    assertEquals(14, i.updateAndGet(v -> v * 2));
    assertEquals(14, i.getAndAccumulate(3, Integer::sum));
    assertEquals(17, i.intValue());
    assertEquals("17", i.toString());
    AtomicBoolean flag = new AtomicBoolean();
    assertTrue(flag.compareAndSet(false, true));
    assertTrue(flag.getAndSet(false));
    AtomicReference<String> ref = new AtomicReference<>("a");
    String a = ref.get();
    assertTrue(ref.compareAndSet(a, "b"));
    assertSame("b", ref.get());
    assertEquals("bc", ref.accumulateAndGet("c", String::concat));
  }

  /** Two threads each read, then write the value read plus one: a lost update. */
  static void lostUpdate() throws Exception {
    AtomicInteger x = new AtomicInteger(0, "x");
    RichThread.Body bump = () -> {
      int read = x.get();
      x.set(read + 1);
    };
    RichThread t1 = RichThread.start("T1", bump);
    RichThread t2 = RichThread.start("T2", bump);
    t1.join();
    t2.join();
    if (x.get() != 2) {
      throw new AssertionError("lost update: x = " + x.get());
    }
  }

  @Test
  void lostUpdate_explored_fourSequencesTwoOfWhichLoseAnUpdateLikeTheOracle() {
    ExplorationOptions all = ExplorationOptions.defaults().withStopAtFirstBug(false);

    ExplorationResult result = RichTest.explore(AtomicsTest::lostUpdate, all);
    ExplorationResult oracle =
        RichTest.explore(AtomicsTest::lostUpdate, all.withStrategy(Strategy.EXHAUSTIVE));

    assertEquals(4, result.sequences(), result.summary());
    assertEquals(2, result.failures().size(), result.summary());
    assertEquals(oracle.sequences(), result.sequences(), oracle.summary());
    assertEquals(oracle.failures().size(), result.failures().size());
  }

  @Test
  void incrementAndGet_explored_oneEventNamedByTheMethodAndNoUpdateLost() {
    ExplorationResult result = RichTest.explore(() -> {
      AtomicInteger x = new AtomicInteger(0, "x");
      RichThread t1 = RichThread.start("T1", x::incrementAndGet);
      RichThread t2 = RichThread.start("T2", x::incrementAndGet);
      t1.join();
      t2.join();
      if (x.get() != 2) {
        throw new AssertionError("x = " + x.get());
      }
    });

    result.assertNoBugs();
    assertEquals(2, result.sequences(), result.summary());
    RunResult run = RichTest.runOnce(() -> new AtomicLong(0, "n").incrementAndGet());
    SynEvent call = run.sequence().eventsOn("main").get(1);
    assertTrue(call.toString().contains("n.incrementAndGet"), call.toString());
  }
}
