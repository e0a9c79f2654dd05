package org.richtest.examples.guide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.Condition;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.NondeterminismException;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RichTestFailure;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.Strategy;
import org.richtest.event.SynSequence;
import org.richtest.examples.Examples;
import org.richtest.junit5.ReachabilityTest;
import org.richtest.sync.BinarySemaphore;
import org.richtest.sync.Channel;
import org.richtest.sync.ConditionVariable;
import org.richtest.sync.CountingSemaphore;
import org.richtest.sync.PVSemaphore;
import org.richtest.sync.Port;
import org.richtest.sync.concurrent.ReentrantLock;
import org.richtest.sync.RichThread;
import org.richtest.sync.SelectiveWait;
import org.richtest.sync.SignalAndContinueMonitor;
import org.richtest.sync.SignalAndUrgentMonitor;
import org.richtest.trace.TraceJson;

/**
 * The examples of the user guide ({@code docs/guide.md}), each run and its result asserted. The
 * code between a {@code // guide:begin <name>} and a {@code // guide:end <name>} line is the
 * snippet {@code <name>} of the guide; {@link GuideSnippetsTest} checks that the guide shows it
 * unchanged. So every snippet in the guide compiles and does what the guide says it does.
 */
class GuideExamplesTest {

  /** Where {@link #savedTrace_replay_runsTheRecordedSequenceOnce()} finds its trace. */
  private static final Path SLOT_TRACE = Path.of("target/guide-traces/slot.json");

  // guide:begin mutex
  /** Two threads pass one critical section each. */
  static void mutex() throws InterruptedException {
    CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
    RichThread t1 = RichThread.start("T1", () -> {
      mutex.P();
      // critical section
      mutex.V();
    });
    RichThread t2 = RichThread.start("T2", () -> {
      mutex.P();
      // critical section
      mutex.V();
    });
    t1.join();
    t2.join();
  }
  // guide:end mutex

  @Test
  void mutex_twoThreads_exploresTwoSequences() {
    // guide:begin explore-mutex
    ExplorationResult result = RichTest.explore(GuideExamplesTest::mutex);
    result.assertNoBugs();
    System.out.println(result.summary());
    // guide:end explore-mutex

    assertEquals(2, result.sequences());
    assertTrue(
        result
            .summary()
            .startsWith(
                "reachability: 2 sequences, 0 partial runs, 2 runs, 0 failures, 0 deadlocks,"
                    + " complete, "),
        result.summary());
  }

  @Test
  void defaultNames_threadAndObject_areDerivedFromTheCreatingThread() {
    // guide:begin default-names
    RunResult run = RichTest.runOnce(() -> {
      CountingSemaphore lock = new CountingSemaphore(1); // named main#1
      RichThread child = new RichThread(() -> { // named main.1
        lock.P();
        lock.V();
      });
      child.start();
      child.join();
    });
    // guide:end default-names

    assertEquals(List.of("main", "main.1"), run.sequence().threads());
    assertEquals("main#1", run.sequence().line("main#1").name());
    assertInstanceOf(RunOutcome.Completed.class, run.outcome());
  }

  // guide:begin lost-update
  /** Two threads increment a counter, reading and writing it in separate critical sections. */
  static void lostUpdate() throws InterruptedException {
    CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
    int[] counter = {0};
    RichThread.Body increment = () -> {
      mutex.P();
      int read = counter[0];
      mutex.V();
      // another thread may increment here
      mutex.P();
      counter[0] = read + 1;
      mutex.V();
    };
    RichThread t1 = RichThread.start("T1", increment);
    RichThread t2 = RichThread.start("T2", increment);
    t1.join();
    t2.join();
    assertEquals(2, counter[0], "lost update");
  }
  // guide:end lost-update

  @Test
  void lostUpdate_exploration_findsTheFailingInterleaving() {
    // guide:begin explore-lost-update
    ExplorationResult result = RichTest.explore(GuideExamplesTest::lostUpdate);
    RunResult bug = result.bugs().get(0); // the first failing run
    RunOutcome outcome = bug.outcome(); // failure in thread main: ... lost update ...
    String sequence = bug.sequence().toText(); // how it happened, one event per line
    // guide:end explore-lost-update

    RunOutcome.Failure failure = assertInstanceOf(RunOutcome.Failure.class, outcome);
    assertEquals("main", failure.thread());
    assertTrue(failure.cause().getMessage().startsWith("lost update"), failure.toString());
    assertTrue(sequence.startsWith("threads: main, T1, T2 | objects: mutex\n"), sequence);
    assertFalse(result.complete(), "stops at the first bug");
    RichTestFailure thrown = assertThrows(RichTestFailure.class, result::assertNoBugs);
    assertTrue(thrown.getMessage().contains(sequence), thrown.getMessage());
  }

  @Test
  void diningPhilosophers_bothStrategies_listEachDeadlockingSequenceOnce() {
    // guide:begin bugs-per-strategy
    Program philosophers = Examples.byName("dp-deadlock").orElseThrow().program();
    long[] deadlockedRuns = {0};
    ExplorationResult exhaustive = RichTest.explore(philosophers, ExplorationOptions.defaults()
        .withStrategy(Strategy.EXHAUSTIVE)
        .withStopAtFirstBug(false)
        .withListener(run -> {
          if (run.outcome() instanceof RunOutcome.Deadlock) {
            deadlockedRuns[0]++;
          }
        }));
    ExplorationResult reachability = RichTest.explore(
        philosophers, ExplorationOptions.defaults().withStopAtFirstBug(false));
    // guide:end bugs-per-strategy

    assertEquals(168, exhaustive.runs(), exhaustive.summary());
    assertEquals(6, deadlockedRuns[0], "six interleavings deadlock, all one partial order");
    assertEquals(1, exhaustive.deadlocks().size(), exhaustive.summary());
    assertEquals(7, exhaustive.sequences(), exhaustive.summary());
    assertEquals(7, reachability.runs(), reachability.summary());
    assertEquals(7, reachability.sequences(), reachability.summary());
    assertEquals(1, reachability.deadlocks().size(), reachability.summary());
  }

  @Test
  void lostUpdate_allBugsWithBudgets_exploresEverySequence() {
    // guide:begin options
    ExplorationOptions options = ExplorationOptions.defaults()
        .withStopAtFirstBug(false) // collect every failing run
        .withMaxRuns(10_000) // end incomplete after 10 000 runs
        .withMaxTime(Duration.ofMinutes(1)) // or after a minute
        .withWatchdog(Duration.ofSeconds(2)); // stop a run whose thread is stuck for 2 s
    ExplorationResult result = RichTest.explore(GuideExamplesTest::lostUpdate, options);
    // guide:end options

    assertTrue(result.complete(), result.summary());
    assertEquals(result.sequences(), result.runs(), result.summary());
    assertEquals(6, result.sequences(), result.summary());
    assertEquals(4, result.failures().size(), result.summary());
    assertTrue(result.deadlocks().isEmpty(), result.summary());
  }

  @Test
  void lostUpdate_savedSequence_replaysTheSameFailure(@TempDir Path dir) throws IOException {
    // guide:begin replay
    RunResult bug = RichTest.explore(GuideExamplesTest::lostUpdate).bugs().get(0);
    Path trace = Files.writeString(dir.resolve("lost-update.json"), TraceJson.write(bug.sequence()));

    SynSequence saved = TraceJson.read(Files.readString(trace));
    RunResult again = RichTest.replay(GuideExamplesTest::lostUpdate, saved);
    // guide:end replay

    assertEquals(saved, again.sequence());
    assertEquals(bug.sequence(), again.sequence());
    RunOutcome.Failure failure = assertInstanceOf(RunOutcome.Failure.class, again.outcome());
    assertTrue(failure.cause().getMessage().startsWith("lost update"), failure.toString());
  }

  // guide:begin binary-semaphores
  /** Two threads take turns: binary semaphores force ping, pong, ping, pong. */
  static void pingPong() throws InterruptedException {
    BinarySemaphore pingTurn = new BinarySemaphore(1, "pingTurn");
    BinarySemaphore pongTurn = new BinarySemaphore(0, "pongTurn");
    StringBuilder printed = new StringBuilder();
    RichThread ping = RichThread.start("ping", () -> {
      for (int i = 0; i < 2; i++) {
        pingTurn.P();
        printed.append("ping ");
        pongTurn.V();
      }
    });
    RichThread pong = RichThread.start("pong", () -> {
      for (int i = 0; i < 2; i++) {
        pongTurn.P();
        printed.append("pong ");
        pingTurn.V();
      }
    });
    ping.join();
    pong.join();
    assertEquals("ping pong ping pong ", printed.toString());
  }
  // guide:end binary-semaphores

  @Test
  void pingPong_binarySemaphores_everySequencePrintsInTurn() {
    ExplorationResult result = RichTest.explore(GuideExamplesTest::pingPong);

    result.assertNoBugs();
    assertTrue(result.complete(), result.summary());
    assertEquals(1, result.sequences(), result.summary());
  }

  // guide:begin pv-semaphore
  /** Passes a critical section guarded by either kind of semaphore. */
  static void critical(PVSemaphore mutex) {
    mutex.P();
    // critical section
    mutex.V();
  }
  // guide:end pv-semaphore

  @Test
  void critical_countingAndBinarySemaphore_bothThroughTheInterface() {
    ExplorationResult result = RichTest.explore(() -> {
      PVSemaphore counting = new CountingSemaphore(1, "counting");
      PVSemaphore binary = new BinarySemaphore(1, "binary");
      RichThread t1 = RichThread.start("T1", () -> critical(counting));
      RichThread t2 = RichThread.start("T2", () -> critical(binary));
      t1.join();
      t2.join();
      assertEquals(1, counting.value());
      assertEquals(1, binary.value());
    });

    result.assertNoBugs();
    assertEquals(1, result.sequences(), result.summary());
  }

  // guide:begin su-monitor
  /** A one-slot buffer on a signal-and-urgent-wait monitor. */
  static final class Slot {
    private final SignalAndUrgentMonitor monitor = new SignalAndUrgentMonitor("slot");
    private final ConditionVariable notFull = monitor.condition("notFull");
    private final ConditionVariable notEmpty = monitor.condition("notEmpty");
    private boolean full;
    private int item;

    void deposit(int value) {
      monitor.run("deposit", () -> {
        if (full) {
          notFull.await(); // SU: the signaller hands the monitor over, so the slot is empty now
        }
        item = value;
        full = true;
        notEmpty.signal();
      });
    }

    int withdraw() {
      return monitor.call("withdraw", () -> {
        if (!full) {
          notEmpty.await();
        }
        int value = item; // read before signalling: the signalled depositor runs at once
        full = false;
        notFull.signal();
        return value;
      });
    }
  }
  // guide:end su-monitor

  /** Two producers and two consumers on a {@link Slot}; every item is withdrawn once. */
  static void slot() throws InterruptedException {
    Slot slot = new Slot();
    int[] withdrawn = new int[2];
    List<RichThread> threads = List.of(
        RichThread.start("p1", () -> slot.deposit(1)),
        RichThread.start("p2", () -> slot.deposit(2)),
        RichThread.start("c1", () -> withdrawn[0] = slot.withdraw()),
        RichThread.start("c2", () -> withdrawn[1] = slot.withdraw()));
    for (RichThread thread : threads) {
      thread.join();
    }
    assertEquals(3, withdrawn[0] + withdrawn[1]);
  }

  @Test
  void slot_suMonitor_everyItemWithdrawnOnce() {
    ExplorationResult result = RichTest.explore(GuideExamplesTest::slot);

    result.assertNoBugs();
    assertEquals(24, result.sequences(), result.summary());
  }

  // guide:begin sc-monitor
  /** A counter one can wait on, on a signal-and-continue monitor. */
  static final class Tally {
    private final SignalAndContinueMonitor monitor = new SignalAndContinueMonitor("tally");
    private final ConditionVariable changed = monitor.condition("changed");
    private int count;

    void increment() {
      monitor.run("increment", () -> {
        count++;
        changed.signalAll();
      });
    }

    void awaitAtLeast(int n) {
      monitor.run("awaitAtLeast", () -> {
        while (count < n) {
          changed.await(); // SC: re-check after re-entry, another thread may have entered first
        }
      });
    }
  }
  // guide:end sc-monitor

  @Test
  void tally_scMonitor_waiterWakesAfterBothIncrements() {
    ExplorationResult result = RichTest.explore(() -> {
      Tally tally = new Tally();
      RichThread waiter = RichThread.start("waiter", () -> tally.awaitAtLeast(2));
      RichThread i1 = RichThread.start("i1", tally::increment);
      RichThread i2 = RichThread.start("i2", tally::increment);
      waiter.join();
      i1.join();
      i2.join();
    });

    result.assertNoBugs();
    assertEquals(8, result.sequences(), result.summary());
  }

  // guide:begin lock
  /** An account whose withdrawals wait for funds, on a lock and a condition. */
  static final class Account {
    private final ReentrantLock lock = new ReentrantLock("account");
    private final Condition funded = lock.newCondition("funded");
    private int balance;

    void deposit(int amount) {
      lock.lock();
      try {
        balance += amount;
        funded.signalAll();
      } finally {
        lock.unlock();
      }
    }

    void withdraw(int amount) throws InterruptedException {
      lock.lock();
      try {
        while (balance < amount) {
          funded.await();
        }
        balance -= amount;
      } finally {
        lock.unlock();
      }
    }
  }
  // guide:end lock

  @Test
  void account_lockAndCondition_withdrawalWaitsForBothDeposits() {
    ExplorationResult result = RichTest.explore(() -> {
      Account account = new Account();
      RichThread spender = RichThread.start("spender", () -> account.withdraw(2));
      RichThread d1 = RichThread.start("d1", () -> account.deposit(1));
      RichThread d2 = RichThread.start("d2", () -> account.deposit(1));
      spender.join();
      d1.join();
      d2.join();
      assertEquals(0, account.balance);
    });

    result.assertNoBugs();
    assertEquals(8, result.sequences(), result.summary());
  }

  // guide:begin select-server
  /** A one-slot buffer as a server thread: deposits by rendezvous, withdrawals by request. */
  static void bufferServer() throws InterruptedException {
    Channel<Integer> deposit = new Channel<>("deposit");
    Port<Port<Integer>> withdraw = new Port<>("withdraw");
    RichThread server = RichThread.start("server", () -> {
      ArrayDeque<Integer> items = new ArrayDeque<>();
      SelectiveWait select = new SelectiveWait()
          .when(items::isEmpty, deposit, items::addLast)
          .when(() -> !items.isEmpty(), withdraw, reply -> reply.send(items.removeFirst()));
      for (int i = 0; i < 4; i++) {
        select.choose();
      }
    });
    int[] withdrawn = new int[2];
    List<RichThread> clients = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      int value = i + 1;
      int slot = i;
      clients.add(RichThread.start("producer" + value, () -> deposit.send(value)));
      clients.add(RichThread.start("consumer" + value, () -> {
        Port<Integer> reply = new Port<>("reply" + value);
        withdraw.send(reply);
        withdrawn[slot] = reply.receive();
      }));
    }
    for (RichThread client : clients) {
      client.join();
    }
    server.join();
    assertEquals(3, withdrawn[0] + withdrawn[1]);
  }
  // guide:end select-server

  // guide:begin select-choose
  /** Takes two messages in the order they are chosen; choose() says which port each came from. */
  static void whichFirst() throws Exception {
    Port<String> tea = new Port<>("tea");
    Port<String> coffee = new Port<>("coffee");
    RichThread alice = RichThread.start("alice", () -> tea.send("tea for alice"));
    RichThread bob = RichThread.start("bob", () -> coffee.send("coffee for bob"));
    List<String> served = new ArrayList<>();
    SelectiveWait select = new SelectiveWait()
        .when(tea, served::add) // alternative 0
        .when(coffee, served::add); // alternative 1
    int first = select.choose();
    select.choose();
    assertEquals(first == 0 ? "tea for alice" : "coffee for bob", served.get(0));
    alice.join();
    bob.join();
  }
  // guide:end select-choose

  @Test
  void whichFirst_twoPorts_chooseReturnsTheAlternativeOfTheFirstMessage() {
    ExplorationResult result = RichTest.explore(GuideExamplesTest::whichFirst);

    result.assertNoBugs();
    assertEquals(2, result.sequences(), result.summary());
  }

  @Test
  void bufferServer_portsChannelAndSelect_everyItemWithdrawnOnce() {
    ExplorationResult result = RichTest.explore(GuideExamplesTest::bufferServer);

    result.assertNoBugs();
    assertEquals(4, result.sequences(), result.summary());
  }

  @Test
  void pipeline_dropInQueueAndLatch_consumerTakesBothItems() {
    ExplorationResult result = RichTest.explore(PipelineExample::pipeline);

    result.assertNoBugs();
    assertEquals(2, result.sequences(), result.summary());
  }

  /** Records the trace {@link #savedTrace_replay_runsTheRecordedSequenceOnce()} replays. */
  @BeforeAll
  static void recordSlotTrace() throws IOException {
    RunResult run = RichTest.runOnce(GuideExamplesTest::slot);
    Files.createDirectories(SLOT_TRACE.getParent());
    Files.writeString(SLOT_TRACE, TraceJson.write(run.sequence()));
  }

  // guide:begin reachability-test
  @ReachabilityTest
  void slot_twoProducersTwoConsumers_everyItemWithdrawnOnce() throws InterruptedException {
    Slot slot = new Slot();
    int[] withdrawn = new int[2];
    List<RichThread> threads = List.of(
        RichThread.start("p1", () -> slot.deposit(1)),
        RichThread.start("p2", () -> slot.deposit(2)),
        RichThread.start("c1", () -> withdrawn[0] = slot.withdraw()),
        RichThread.start("c2", () -> withdrawn[1] = slot.withdraw()));
    for (RichThread thread : threads) {
      thread.join();
    }
    assertEquals(3, withdrawn[0] + withdrawn[1]);
  }
  // guide:end reachability-test

  // guide:begin reachability-test-replay
  @ReachabilityTest(replay = "target/guide-traces/slot.json")
  void savedTrace_replay_runsTheRecordedSequenceOnce() throws InterruptedException {
    slot();
  }
  // guide:end reachability-test-replay

  // guide:begin deadlock
  /** Two threads take two semaphores in opposite orders. */
  static void oppositeOrder() throws InterruptedException {
    CountingSemaphore a = new CountingSemaphore(1, "a");
    CountingSemaphore b = new CountingSemaphore(1, "b");
    RichThread t1 = RichThread.start("T1", () -> {
      a.P();
      b.P();
      b.V();
      a.V();
    });
    RichThread t2 = RichThread.start("T2", () -> {
      b.P();
      a.P();
      a.V();
      b.V();
    });
    t1.join();
    t2.join();
  }
  // guide:end deadlock

  @Test
  void oppositeOrder_twoSemaphores_deadlockNamesWhatEachThreadWaitsForAndWhere() {
    ExplorationResult result = RichTest.explore(GuideExamplesTest::oppositeOrder);

    assertEquals(1, result.deadlocks().size(), result.summary());
    RunOutcome.Deadlock deadlock =
        assertInstanceOf(RunOutcome.Deadlock.class, result.bugs().get(0).outcome());
    assertEquals(
        List.of("main waits for join(T1)", "T1 waits for P on b", "T2 waits for P on a"),
        deadlock.blocked().stream().map(b -> b.thread() + " waits for " + b.waitingFor()).toList());
    String at = "org\\.richtest\\.examples\\.guide\\.GuideExamplesTest\\.";
    assertTrue(deadlock.blocked().get(0).source()
        .matches(at + "oppositeOrder\\(GuideExamplesTest\\.java:\\d+\\)"), deadlock.toString());
    assertTrue(deadlock.blocked().get(1).source()
        .matches(at + "lambda\\$oppositeOrder\\$0\\(GuideExamplesTest\\.java:\\d+\\)"),
        deadlock.toString());
  }

  @Test
  void sleepingThread_shortWatchdog_stopsTheRunNamingTheThread() {
    ExplorationOptions options = ExplorationOptions.defaults().withWatchdog(Duration.ofMillis(200));

    RunResult run = RichTest.runOnce(() -> {
      RichThread sleeper = RichThread.start("sleeper", () -> Thread.sleep(1_000));
      sleeper.join();
    }, options);

    RunOutcome.WatchdogStop stop = assertInstanceOf(RunOutcome.WatchdogStop.class, run.outcome());
    assertEquals("sleeper", stop.thread());
    assertTrue(
        stop.toString().contains("without reaching a synchronization call"), stop.toString());
  }

  @Test
  void stateKeptAcrossRuns_exploration_throwsExpectedEvent() {
    int[] runs = {0};

    NondeterminismException error = assertThrows(NondeterminismException.class, () ->
        RichTest.explore(() -> {
          boolean firstRun = runs[0]++ % 2 == 0; // the runs alternate: state kept across runs
          CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
          RichThread t1 = RichThread.start("T1", () -> {
            if (firstRun) {
              mutex.P();
            }
            mutex.V();
          });
          RichThread t2 = RichThread.start("T2", () -> {
            mutex.P();
            mutex.V();
          });
          t1.join();
          t2.join();
        }));

    assertTrue(
        error.getMessage().startsWith("expected event T1:1 to be P on mutex but the program issued"
            + " V on mutex; the program is nondeterministic outside synchronization, or changed"),
        error.getMessage());
    assertTrue(error.getMessage().contains("(issued at GuideExamplesTest.java:"),
        error.getMessage());
    assertTrue(error.getMessage().contains("The program took another path at that point"),
        error.getMessage());
  }

  @Test
  void objectChosenByStateKeptAcrossRuns_exploration_saysWhereAndWhatToDo() {
    int[] runs = {0};

    NondeterminismException error = assertThrows(NondeterminismException.class, () ->
        RichTest.explore(() -> {
          CountingSemaphore[] locks = {
              new CountingSemaphore(1, "first"), new CountingSemaphore(1, "second")};
          CountingSemaphore chosen = locks[runs[0]++ % 2]; // as a hash order across runs would
          RichThread t1 = RichThread.start("T1", () -> {
            chosen.P();
            chosen.V();
          });
          RichThread t2 = RichThread.start("T2", () -> {
            locks[0].P();
            locks[0].V();
          });
          t1.join();
          t2.join();
        }));

    assertTrue(error.getMessage().contains("but the program issued P on second"),
        error.getMessage());
    assertTrue(error.getMessage().contains("The same operation reached another object"),
        error.getMessage());
    assertTrue(error.getMessage().contains("exclude=<its package>"), error.getMessage());
  }

  @Test
  void changedProgram_replay_throwsInfeasibleAtTheMissingEvent() {
    SynSequence recorded = RichTest.runOnce(GuideExamplesTest::mutex).sequence();

    NondeterminismException error = assertThrows(NondeterminismException.class, () ->
        RichTest.replay(() -> {
          CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
          RichThread t1 = RichThread.start("T1", () -> {
            mutex.P();
            mutex.V();
          });
          RichThread.start("T2", () -> {});
          t1.join();
        }, recorded));

    assertEquals(
        "infeasible at event T2:1: the run ended without it (P on mutex)", error.getMessage());
  }

  /** Each misuse of the guide's error table: a program, the exception it raises, its message. */
  static Stream<Arguments> misuses() {
    AtomicReference<CountingSemaphore> fromEarlierRun = new AtomicReference<>();
    RichTest.runOnce(() -> fromEarlierRun.set(new CountingSemaphore(1, "kept")));
    CountingSemaphore outside = new CountingSemaphore(1, "outside");
    return Stream.of(
        misuse("unmanaged thread", IllegalStateException.class,
            "s is used from thread 'worker', which the run does not manage; start threads with"
                + " RichThread",
            () -> {
              CountingSemaphore s = new CountingSemaphore(1, "s");
              Thread worker = new Thread(s::P, "worker");
              worker.setUncaughtExceptionHandler((thread, error) -> {});
              worker.start();
              worker.join();
            }),
        misuse("another run", IllegalStateException.class,
            "kept was created in another run; every run must create its own objects",
            () -> fromEarlierRun.get().P()),
        misuse("created outside", IllegalStateException.class,
            "outside was created outside the exploration and is used inside it; create"
                + " synchronization objects inside the program under test",
            outside::P),
        misuse("duplicate name", IllegalArgumentException.class,
            "duplicate name 'x': every thread and synchronization object of a run needs a unique"
                + " name",
            () -> {
              new CountingSemaphore(1, "x");
              new RichThread("x", () -> {});
            }),
        misuse("second receiving thread", IllegalStateException.class,
            "port requests is received from by r1 and now by r2; a port has exactly one receiving"
                + " thread",
            () -> {
              Port<String> requests = new Port<>("requests");
              requests.send("one");
              requests.send("two");
              RichThread r1 = RichThread.start("r1", requests::receive);
              r1.join();
              RichThread r2 = RichThread.start("r2", requests::receive);
              r2.join();
            }),
        misuse("no open alternative", IllegalStateException.class,
            "selective wait with no open alternative: every guard is false, so it would wait"
                + " forever",
            () -> new SelectiveWait().when(() -> false, new Port<String>("p"), m -> {}).choose()),
        misuse("counting initial value", IllegalArgumentException.class,
            "counting semaphore c: initial value must be >= 0, was -1",
            () -> new CountingSemaphore(-1, "c")),
        misuse("binary initial value", IllegalArgumentException.class,
            "binary semaphore b: initial value must be 0 or 1, was 2",
            () -> new BinarySemaphore(2, "b")),
        misuse("exit outside", IllegalStateException.class,
            "exit by main, which is not inside monitor m (the monitor is free)",
            () -> new SignalAndContinueMonitor("m").exit()),
        misuse("await outside", IllegalStateException.class,
            "await on m.ready by main, which is not inside monitor m (the monitor is free)",
            () -> new SignalAndUrgentMonitor("m").condition("ready").await()),
        misuse("nested entry", IllegalStateException.class,
            "main is already inside monitor m (in outer); monitor methods cannot enter the"
                + " monitor again",
            () -> {
              SignalAndUrgentMonitor m = new SignalAndUrgentMonitor("m");
              m.run("outer", () -> m.run("inner", () -> {}));
            }),
        misuse("unlock without the lock", IllegalMonitorStateException.class,
            "unlock of lock l by main, which does not hold it",
            () -> new ReentrantLock("l").unlock()),
        misuse("fair lock", UnsupportedOperationException.class,
            "ReentrantLock(fair) with fair = true is not modelled under exploration",
            () -> new ReentrantLock(true)),
        misuse("waiting threads", UnsupportedOperationException.class,
            "ReentrantLock.getQueueLength is not modelled under exploration",
            () -> new ReentrantLock("l").getQueueLength()));
  }

  private static Arguments misuse(
      String name, Class<? extends Throwable> type, String message, Program program) {
    return Arguments.of(Named.of(name, program), type, message);
  }

  @ParameterizedTest
  @MethodSource("misuses")
  void misuse_inARun_failsTheRunWithTheGuidesMessage(
      Program program, Class<? extends Throwable> type, String message) {
    RunResult run = RichTest.runOnce(program);

    RunOutcome.Failure failure = assertInstanceOf(RunOutcome.Failure.class, run.outcome());
    assertInstanceOf(type, failure.cause());
    assertTrue(failure.cause().getMessage().startsWith(message), failure.cause().getMessage());
  }
}
