package org.richtest.sync.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The drop-ins have every public (and, for classes meant to be extended, protected) method of their
 * JDK twins, so that code whose imports are changed to the drop-ins still compiles: a method the
 * drop-in does not model exists and says so, rather than missing.
 */
class JdkApiParityTest {

  @Test
  void completableFuture_hasEveryMethodOfTheJdks() {
    assertEquals(Set.of(), missing(java.util.concurrent.CompletableFuture.class,
        CompletableFuture.class));
  }

  @Test
  void futureTask_hasEveryMethodOfTheJdks() {
    assertEquals(Set.of(), missing(java.util.concurrent.FutureTask.class, FutureTask.class));
  }

  /** Subclasses written for the JDK's synchronizers find every method they call or override. */
  @Test
  void synchronizers_haveEveryMethodOfTheJdks() {
    assertEquals(Set.of(), missing(java.util.concurrent.locks.AbstractQueuedSynchronizer.class,
        AbstractQueuedSynchronizer.class));
    assertEquals(Set.of(), missing(java.util.concurrent.locks.AbstractQueuedLongSynchronizer.class,
        AbstractQueuedLongSynchronizer.class));
    assertEquals(Set.of(), missing(java.util.concurrent.locks.LockSupport.class,
        LockSupport.class));
  }

  @Test
  void collections_haveEveryMethodOfTheJdks() {
    assertEquals(Set.of(), missing(java.util.concurrent.ConcurrentLinkedQueue.class,
        ConcurrentLinkedQueue.class));
    assertEquals(Set.of(), missing(java.util.concurrent.ConcurrentLinkedDeque.class,
        ConcurrentLinkedDeque.class));
    assertEquals(Set.of(), missing(java.util.concurrent.CopyOnWriteArrayList.class,
        CopyOnWriteArrayList.class));
    assertEquals(Set.of(), missing(java.util.concurrent.CopyOnWriteArraySet.class,
        CopyOnWriteArraySet.class));
    assertEquals(Set.of(), missing(java.util.concurrent.ConcurrentSkipListSet.class,
        ConcurrentSkipListSet.class));
    assertEquals(Set.of(), missing(java.util.concurrent.ConcurrentSkipListMap.class,
        ConcurrentSkipListMap.class));
  }

  @Test
  void atomicArrays_haveEveryMethodOfTheJdks() {
    assertEquals(Set.of(), missing(java.util.concurrent.atomic.AtomicIntegerArray.class,
        AtomicIntegerArray.class));
    assertEquals(Set.of(), missing(java.util.concurrent.atomic.AtomicLongArray.class,
        AtomicLongArray.class));
    assertEquals(Set.of(), missing(java.util.concurrent.atomic.AtomicReferenceArray.class,
        AtomicReferenceArray.class));
  }

  @Test
  void addersAndTaggedReferences_haveEveryMethodOfTheJdks() {
    assertEquals(Set.of(), missing(java.util.concurrent.atomic.LongAdder.class, LongAdder.class));
    assertEquals(Set.of(), missing(java.util.concurrent.atomic.LongAccumulator.class,
        LongAccumulator.class));
    assertEquals(Set.of(), missing(java.util.concurrent.atomic.DoubleAdder.class,
        DoubleAdder.class));
    assertEquals(Set.of(), missing(java.util.concurrent.atomic.DoubleAccumulator.class,
        DoubleAccumulator.class));
    assertEquals(Set.of(), missing(java.util.concurrent.atomic.AtomicStampedReference.class,
        AtomicStampedReference.class));
    assertEquals(Set.of(), missing(java.util.concurrent.atomic.AtomicMarkableReference.class,
        AtomicMarkableReference.class));
  }

  /**
   * A subclass written for the JDK's {@code CountedCompleter} finds every method it calls or
   * overrides, but those of {@code ForkJoinTask} the task drop-in lacks too.
   */
  @Test
  void countedCompleter_lacksOnlyWhatTheTaskDropInLacks() {
    Set<String> missing =
        missing(java.util.concurrent.CountedCompleter.class, CountedCompleter.class);
    missing.removeAll(signatures(ForkJoinTask.class));
    missing.removeAll(missing(java.util.concurrent.ForkJoinTask.class, ForkJoinTask.class));

    assertEquals(Set.of(), missing);
  }

  /** The privileged factories, deprecated for removal in the JDK, are left out. */
  @Test
  void executors_hasEveryFactoryOfTheJdks() {
    Set<String> missing = missing(java.util.concurrent.Executors.class, Executors.class);
    missing.removeIf(signature -> signature.toLowerCase(Locale.ROOT).contains("privileged"));

    assertEquals(Set.of(), missing);
  }

  /**
   * Returns the public and protected methods of {@code jdk} (declared there or inherited from a
   * JDK class, not from {@link Object}) that {@code dropIn} lacks, by name and parameter types,
   * a JDK class of the same simple name as a drop-in counting as the drop-in; the public methods
   * a drop-in inherits from a package-private base of its own count as its own.
   */
  private static Set<String> missing(Class<?> jdk, Class<?> dropIn) {
    Set<String> have = signatures(dropIn);
    Set<String> missing = new TreeSet<>(signatures(jdk));
    missing.removeAll(have);
    return missing;
  }

  private static Set<String> signatures(Class<?> type) {
    Set<String> signatures = new TreeSet<>();
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      if (c.getPackageName().startsWith("org.richtest") && c != type
          && Modifier.isPublic(c.getModifiers())) {
        continue;
      }
      for (Method method : c.getDeclaredMethods()) {
        int modifiers = method.getModifiers();
        if ((Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers))
            && !method.isSynthetic()) {
          signatures.add(method.getName() + Arrays.stream(method.getParameterTypes())
              .map(Class::getSimpleName)
              .collect(Collectors.joining(", ", "(", ")")));
        }
      }
    }
    for (Class<?> face : type.getInterfaces()) {
      for (Method method : face.getMethods()) {
        signatures.add(method.getName() + Arrays.stream(method.getParameterTypes())
            .map(Class::getSimpleName)
            .collect(Collectors.joining(", ", "(", ")")));
      }
    }
    return signatures;
  }
}
