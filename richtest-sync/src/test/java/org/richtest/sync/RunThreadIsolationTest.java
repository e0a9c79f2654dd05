package org.richtest.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.richtest.ExplorationOptions;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;

/**
 * An explorer reuses its runs' virtual threads (docs/decisions.md, "Reused run threads"), and a run
 * must not tell: every thread of every run sees what a new thread would, which the first run's
 * threads, made new, show. Each thread notes its JVM thread's state as it starts (thread locals,
 * inheritable ones, interrupt status, name, context class loader, handler, daemon flag, priority),
 * then leaves all of it changed for a later run to find; every run must note the same.
 */
class RunThreadIsolationTest {

  private static final ThreadLocal<String> LOCAL = new ThreadLocal<>();
  /** A child's value is its parent's, marked once: the notes show whose value it inherited. */
  private static final InheritableThreadLocal<String> INHERITED = new InheritableThreadLocal<>() {
    @Override
    protected String childValue(String parent) {
      if (parent.equals("main's")) {
        CHILDREN_OF_MAIN.incrementAndGet();
      }
      return parent.replace(">child", "") + ">child";
    }
  };
  private static final AtomicInteger CHILDREN_OF_MAIN = new AtomicInteger();
  private static final ClassLoader STRAY = new URLClassLoader(new URL[0]);

  private static final Set<String> notes = new ConcurrentSkipListSet<>();
  private static final Set<Thread> jvmThreads =
      Collections.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));
  private static final AtomicInteger logicalThreads = new AtomicInteger();
  private static ClassLoader testLoader = RunThreadIsolationTest.class.getClassLoader();

  @BeforeEach
  void setUp() {
    notes.clear();
    jvmThreads.clear();
    logicalThreads.set(0);
    testLoader = Thread.currentThread().getContextClassLoader();
    INHERITED.set("test");
    CHILDREN_OF_MAIN.set(0);
  }

  @AfterEach
  void tearDown() {
    INHERITED.remove();
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2})
  void everyRun_threadsStartAsNewOnes_thoughTheJvmThreadsAreReused(int workers) {
    Program program = () -> {
      note("main");
      INHERITED.set("main's");
      CountingSemaphore mutex = new CountingSemaphore(1, "mutex");
      RichThread a = RichThread.start("a", () -> worker("main.a", mutex));
      RichThread b = RichThread.start("b", () -> worker("main.b", mutex));
      RichThread c = RichThread.start("c", () -> worker("main.c", mutex));
      a.join();
      b.join();
      c.join();
      leaveChanged();
    };

    ExplorationResult result =
        RichTest.explore(program, ExplorationOptions.defaults().withParallelism(workers));

    assertTrue(result.complete() && result.bugs().isEmpty(), result.summary() + result.bugs());
    assertEquals(new TreeSet<>(Set.of(
            "main: local null, inherited test>child, interrupted false, name richtest-main,"
                + " loader the test's, handler its group's, daemon true, priority 5",
            "main.a: local null, inherited main's>child, interrupted false, name"
                + " richtest-a, loader the test's, handler its group's, daemon true, priority 5",
            "main.b: local null, inherited main's>child, interrupted false, name"
                + " richtest-b, loader the test's, handler its group's, daemon true, priority 5",
            "main.c: local null, inherited main's>child, interrupted false, name"
                + " richtest-c, loader the test's, handler its group's, daemon true, priority 5")),
        new TreeSet<>(notes), "what runs after the first saw differs from what new threads see");
    // once per thread made, as the JDK does: three children of main in each run
    assertEquals(3 * logicalThreads.get() / 4, CHILDREN_OF_MAIN.get());
    assertTrue(jvmThreads.size() < logicalThreads.get(),
        "no JVM thread was reused: " + jvmThreads.size() + " for " + logicalThreads.get());
  }

  private static void worker(String who, CountingSemaphore mutex) throws InterruptedException {
    note(who);
    mutex.P();
    mutex.V();
    leaveChanged();
  }

  /** Notes what the calling thread starts with, as {@code who}. */
  private static void note(String who) {
    Thread self = Thread.currentThread();
    jvmThreads.add(self);
    logicalThreads.incrementAndGet();
    notes.add(who + ": local " + LOCAL.get() + ", inherited " + INHERITED.get()
        + ", interrupted " + self.isInterrupted() + ", name " + self.getName()
        + ", loader " + (self.getContextClassLoader() == testLoader ? "the test's" : "another")
        + ", handler " + (self.getUncaughtExceptionHandler() == self.getThreadGroup()
            ? "its group's" : "another")
        + ", daemon " + self.isDaemon() + ", priority " + self.getPriority());
  }

  /** Changes everything a later run's thread must not find, as the thread's last act. */
  private static void leaveChanged() {
    Thread self = Thread.currentThread();
    LOCAL.set("left by " + self.getName());
    INHERITED.set("left by " + self.getName());
    self.setContextClassLoader(STRAY);
    self.setUncaughtExceptionHandler((thread, thrown) -> {});
    self.setName("renamed");
    self.interrupt();
  }
}
