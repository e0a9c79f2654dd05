package org.richtest.agent.internal;

import java.lang.ref.WeakReference;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;
import org.objectweb.asm.Type;
import org.objectweb.asm.commons.Remapper;
import org.objectweb.asm.commons.SimpleRemapper;

/**
 * Which {@code java.util.concurrent} classes become which RichTest drop-ins, and whether a drop-in
 * has a given method. Only the drop-ins present on the class path take part, so the agent works with
 * whichever version of {@code richtest-sync} the test uses.
 */
final class DropInTypes {

  private static final String DROP_INS = "org/richtest/sync/concurrent/";

  /** JDK class (internal name) to its drop-in's simple name. */
  private static final Map<String, String> CANDIDATES = Map.ofEntries(
      Map.entry("java/util/concurrent/Semaphore", "Semaphore"),
      Map.entry("java/util/concurrent/CountDownLatch", "CountDownLatch"),
      Map.entry("java/util/concurrent/CyclicBarrier", "CyclicBarrier"),
      Map.entry("java/util/concurrent/ArrayBlockingQueue", "ArrayBlockingQueue"),
      Map.entry("java/util/concurrent/LinkedBlockingQueue", "LinkedBlockingQueue"),
      Map.entry("java/util/concurrent/SynchronousQueue", "SynchronousQueue"),
      Map.entry("java/util/concurrent/ConcurrentHashMap", "ConcurrentHashMap"),
      Map.entry("java/util/concurrent/ConcurrentLinkedQueue", "ConcurrentLinkedQueue"),
      Map.entry("java/util/concurrent/ConcurrentLinkedDeque", "ConcurrentLinkedDeque"),
      Map.entry("java/util/concurrent/CopyOnWriteArrayList", "CopyOnWriteArrayList"),
      Map.entry("java/util/concurrent/CopyOnWriteArraySet", "CopyOnWriteArraySet"),
      Map.entry("java/util/concurrent/ConcurrentSkipListMap", "ConcurrentSkipListMap"),
      Map.entry("java/util/concurrent/ConcurrentSkipListSet", "ConcurrentSkipListSet"),
      Map.entry("java/util/concurrent/ThreadPoolExecutor", "ThreadPoolExecutor"),
      Map.entry("java/util/concurrent/ScheduledThreadPoolExecutor", "ScheduledThreadPoolExecutor"),
      Map.entry("java/util/concurrent/Executors", "Executors"),
      Map.entry("java/util/Timer", "Timer"),
      Map.entry("java/util/concurrent/FutureTask", "FutureTask"),
      Map.entry("java/util/concurrent/CompletableFuture", "CompletableFuture"),
      Map.entry("java/util/concurrent/locks/ReentrantLock", "ReentrantLock"),
      Map.entry("java/util/concurrent/locks/ReentrantReadWriteLock", "ReentrantReadWriteLock"),
      Map.entry("java/util/concurrent/locks/ReentrantReadWriteLock$ReadLock",
          "ReentrantReadWriteLock$ReadLock"),
      Map.entry("java/util/concurrent/locks/ReentrantReadWriteLock$WriteLock",
          "ReentrantReadWriteLock$WriteLock"),
      Map.entry("java/util/concurrent/atomic/AtomicInteger", "AtomicInteger"),
      Map.entry("java/util/concurrent/atomic/AtomicLong", "AtomicLong"),
      Map.entry("java/util/concurrent/atomic/AtomicBoolean", "AtomicBoolean"),
      Map.entry("java/util/concurrent/atomic/AtomicReference", "AtomicReference"),
      Map.entry("java/util/concurrent/locks/LockSupport", "LockSupport"),
      Map.entry("java/util/concurrent/locks/AbstractQueuedSynchronizer",
          "AbstractQueuedSynchronizer"),
      Map.entry("java/util/concurrent/locks/AbstractQueuedSynchronizer$ConditionObject",
          "AbstractQueuedSynchronizer$ConditionObject"),
      Map.entry("java/util/concurrent/locks/AbstractQueuedLongSynchronizer",
          "AbstractQueuedLongSynchronizer"),
      Map.entry("java/util/concurrent/locks/AbstractQueuedLongSynchronizer$ConditionObject",
          "AbstractQueuedLongSynchronizer$ConditionObject"),
      Map.entry("java/util/concurrent/atomic/AtomicIntegerArray", "AtomicIntegerArray"),
      Map.entry("java/util/concurrent/atomic/AtomicLongArray", "AtomicLongArray"),
      Map.entry("java/util/concurrent/atomic/AtomicReferenceArray", "AtomicReferenceArray"),
      Map.entry("java/util/concurrent/atomic/LongAdder", "LongAdder"),
      Map.entry("java/util/concurrent/atomic/LongAccumulator", "LongAccumulator"),
      Map.entry("java/util/concurrent/atomic/DoubleAdder", "DoubleAdder"),
      Map.entry("java/util/concurrent/atomic/DoubleAccumulator", "DoubleAccumulator"),
      Map.entry("java/util/concurrent/atomic/AtomicStampedReference", "AtomicStampedReference"),
      Map.entry("java/util/concurrent/atomic/AtomicMarkableReference",
          "AtomicMarkableReference"),
      Map.entry("java/util/concurrent/locks/StampedLock", "StampedLock"),
      Map.entry("java/util/concurrent/Phaser", "Phaser"),
      Map.entry("java/util/concurrent/Exchanger", "Exchanger"),
      Map.entry("java/util/concurrent/ForkJoinPool", "ForkJoinPool"),
      Map.entry("java/util/concurrent/ForkJoinTask", "ForkJoinTask"),
      Map.entry("java/util/concurrent/RecursiveTask", "RecursiveTask"),
      Map.entry("java/util/concurrent/RecursiveAction", "RecursiveAction"),
      Map.entry("java/util/concurrent/CountedCompleter", "CountedCompleter"));

  /**
   * The JDK classes written to be extended whose drop-ins are too: a subclass gets the drop-in as
   * its superclass, where a subclass of another replaced class keeps the JDK's and is refused. A
   * {@code ReentrantLock} subclass (commons-pool2's {@code InterruptibleReentrantLock}) overrides
   * public methods and calls the protected queries, which the drop-in has. A {@code Timer}
   * subclass overrides its public methods, which the drop-in's are too. A {@code Phaser}
   * subclass overrides {@code onAdvance}. Fork/join programs extend {@code RecursiveTask} or
   * {@code RecursiveAction} (or {@code ForkJoinTask}) to define {@code compute}, or {@code
   * CountedCompleter} to define {@code compute} and {@code onCompletion}.
   */
  private static final Set<String> EXTENSIBLE = Set.of(
      "java/util/concurrent/locks/AbstractQueuedSynchronizer",
      "java/util/concurrent/locks/AbstractQueuedLongSynchronizer",
      "java/util/concurrent/locks/ReentrantLock",
      "java/util/Timer",
      "java/util/concurrent/Phaser",
      "java/util/concurrent/ForkJoinTask",
      "java/util/concurrent/RecursiveTask",
      "java/util/concurrent/RecursiveAction",
      "java/util/concurrent/CountedCompleter");

  private final Map<String, String> mapping;
  /** Weak, so that the transformer's map of loaders to their types lets a dropped loader go. */
  private final WeakReference<ClassLoader> loader;
  private final Map<String, Set<String>> methods = new ConcurrentHashMap<>();

  /** Returns every JDK class (internal name) that has a drop-in, with its drop-in's simple name. */
  static Map<String, String> candidates() {
    return CANDIDATES;
  }

  /** Finds the drop-ins {@code loader} can load. */
  DropInTypes(@Nullable ClassLoader loader) {
    this.loader =
        new WeakReference<>(loader != null ? loader : ClassLoader.getSystemClassLoader());
    Map<String, String> present = new HashMap<>();
    for (Map.Entry<String, String> candidate : CANDIDATES.entrySet()) {
      String dropIn = DROP_INS + candidate.getValue();
      if (load(dropIn) != null) {
        present.put(candidate.getKey(), dropIn);
      }
    }
    this.mapping = Map.copyOf(present);
  }

  /** Returns the drop-in replacing {@code jdkType}, or null when it has none. */
  @Nullable String dropIn(String jdkType) {
    return mapping.get(jdkType);
  }

  /** Returns whether {@code jdkType} would have a drop-in but the class path has none. */
  boolean lacks(String jdkType) {
    return CANDIDATES.containsKey(jdkType) && !mapping.containsKey(jdkType);
  }

  /** Returns whether a subclass of {@code jdkType} extends its drop-in instead. */
  boolean extensible(String jdkType) {
    return EXTENSIBLE.contains(jdkType) && mapping.containsKey(jdkType);
  }

  /**
   * Returns the remapper for a class extending {@code superName}: its superclass stays the JDK's,
   * unless the drop-in is {@linkplain #extensible extensible}.
   */
  Remapper remapperFor(@Nullable String superName) {
    if (superName == null || !mapping.containsKey(superName) || extensible(superName)) {
      return new SimpleRemapper(mapping);
    }
    Map<String, String> withoutSuper = new HashMap<>(mapping);
    withoutSuper.remove(superName);
    return new SimpleRemapper(withoutSuper);
  }

  /**
   * Returns whether drop-in {@code type} has a method or constructor {@code name} with descriptor
   * {@code descriptor} (already in drop-in types); a protected method counts, as a subclass of an
   * extensible drop-in calls it.
   */
  boolean has(String type, String name, String descriptor) {
    return methods.computeIfAbsent(type, this::signatures).contains(name + descriptor);
  }

  private Set<String> signatures(String type) {
    Set<String> signatures = new HashSet<>();
    Class<?> dropIn = load(type);
    if (dropIn == null) {
      return signatures;
    }
    for (Method method : dropIn.getMethods()) {
      signatures.add(method.getName() + Type.getMethodDescriptor(method));
    }
    for (Class<?> c = dropIn; c != null; c = c.getSuperclass()) {
      for (Method method : c.getDeclaredMethods()) {
        if (Modifier.isProtected(method.getModifiers())) {
          signatures.add(method.getName() + Type.getMethodDescriptor(method));
        }
      }
    }
    for (Constructor<?> constructor : dropIn.getConstructors()) {
      if (Modifier.isPublic(constructor.getModifiers())) {
        signatures.add("<init>" + Type.getConstructorDescriptor(constructor));
      }
    }
    return signatures;
  }

  private @Nullable Class<?> load(String internalName) {
    ClassLoader source = loader.get();
    if (source == null) {
      return null;
    }
    try {
      return Class.forName(internalName.replace('/', '.'), false, source);
    } catch (ClassNotFoundException | LinkageError absent) {
      return null;
    }
  }
}
