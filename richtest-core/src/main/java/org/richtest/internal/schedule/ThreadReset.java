package org.richtest.internal.schedule;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import org.jspecify.annotations.Nullable;
import org.richtest.RichTestInternalError;

/**
 * Puts a virtual thread that ran a logical thread of an earlier run back into the state a new
 * thread starts in: no thread locals, the inheritable ones copied from its new parent, the parent's
 * context class loader, no handler, no interrupt, an unseeded {@code ThreadLocalRandom}. The JDK
 * has no public API for the thread-local maps, so this reaches into {@code java.lang}, which a
 * carrier of its own needs opened anyway ({@code Carrier}); where it cannot, threads are not reused.
 */
final class ThreadReset {

  private static final @Nullable Handles HANDLES = Handles.find();
  /** What a thread inherits from no parent. */
  private static final Inheritance NOTHING = new Inheritance(null, null);

  private ThreadReset() {}

  /** Returns whether threads can be reset here, and so be reused. */
  static boolean available() {
    return HANDLES != null;
  }

  /**
   * What a thread made now by the calling thread would start with, taken from the calling thread
   * (the new logical thread's parent) at the moment a new thread would be made: the inheritable
   * thread-local values ({@code InheritableThreadLocal.childValue} is called now, once, as the JDK
   * does when it constructs a thread) and the context class loader.
   */
  record Inheritance(@Nullable Object inheritable, @Nullable ClassLoader contextLoader) {

    /** Returns what a thread made now by the calling thread would inherit. */
    static Inheritance ofCurrentThread() {
      Thread parent = Thread.currentThread();
      return new Inheritance(handles().inherited(parent), parent.getContextClassLoader());
    }

    /** Gives the calling thread, about to run a new logical thread's body, what it inherits. */
    void apply() {
      Thread self = Thread.currentThread();
      handles().reset(self, inheritable);
      self.setContextClassLoader(contextLoader);
      self.setUncaughtExceptionHandler(null);
      Thread.interrupted();
    }
  }

  /**
   * Drops what the calling thread, whose body returned, holds of its run while it waits idle for
   * another: its thread locals (the run's {@code ControllerBinding} among them, and through it the
   * run and its recording), its inheritable ones, its context class loader and handler. The next
   * body's {@link Inheritance#apply} gives it its new parent's.
   */
  static void forget() {
    NOTHING.apply();
  }

  /**
   * Returns whether {@code thread}, whose body has returned, left nothing behind that a reset cannot
   * undo: a structured-concurrency scope still open on its stack of scopes, which only the thread's
   * own end closes.
   */
  static boolean leftClean(Thread thread) {
    return handles().scopes(thread) == null;
  }

  private static Handles handles() {
    Handles handles = HANDLES;
    if (handles == null) {
      throw new RichTestInternalError("threads cannot be reset in this JVM");
    }
    return handles;
  }

  /** The fields and methods of {@code java.lang} a reset needs. */
  private record Handles(
      VarHandle threadLocals,
      VarHandle inheritable,
      VarHandle seed,
      VarHandle probe,
      VarHandle secondarySeed,
      VarHandle scopes,
      MethodHandle size,
      MethodHandle createInherited) {

    static @Nullable Handles find() {
      try {
        MethodHandles.Lookup thread =
            MethodHandles.privateLookupIn(Thread.class, MethodHandles.lookup());
        MethodHandles.Lookup local =
            MethodHandles.privateLookupIn(ThreadLocal.class, MethodHandles.lookup());
        Class<?> map = Class.forName("java.lang.ThreadLocal$ThreadLocalMap");
        MethodHandles.Lookup inMap = MethodHandles.privateLookupIn(map, MethodHandles.lookup());
        Class<?> scope = Class.forName("jdk.internal.vm.StackableScope");
        return new Handles(
            thread.findVarHandle(Thread.class, "threadLocals", map),
            thread.findVarHandle(Thread.class, "inheritableThreadLocals", map),
            thread.findVarHandle(Thread.class, "threadLocalRandomSeed", long.class),
            thread.findVarHandle(Thread.class, "threadLocalRandomProbe", int.class),
            thread.findVarHandle(Thread.class, "threadLocalRandomSecondarySeed", int.class),
            thread.findVarHandle(Thread.class, "headStackableScopes", scope),
            inMap.findVirtual(map, "size", MethodType.methodType(int.class))
                .asType(MethodType.methodType(int.class, Object.class)),
            local.findStatic(ThreadLocal.class, "createInheritedMap",
                    MethodType.methodType(map, map))
                .asType(MethodType.methodType(Object.class, Object.class)));
      } catch (ReflectiveOperationException | RuntimeException e) {
        return null;
      }
    }

    /** Returns a copy of {@code parent}'s inheritable values for a child, or null for none. */
    @Nullable Object inherited(Thread parent) {
      Object parentMap = inheritable.get(parent);
      try {
        return parentMap != null && (int) size.invokeExact(parentMap) > 0
            ? (Object) createInherited.invokeExact(parentMap)
            : null;
      } catch (RuntimeException | Error e) {
        throw e;
      } catch (Throwable e) {
        throw new RichTestInternalError("could not copy inheritable thread locals", e);
      }
    }

    void reset(Thread thread, @Nullable Object inherited) {
      threadLocals.set(thread, null);
      inheritable.set(thread, inherited);
      seed.set(thread, 0L);
      probe.set(thread, 0);
      secondarySeed.set(thread, 0);
    }

    @Nullable Object scopes(Thread thread) {
      return scopes.getVolatile(thread);
    }
  }
}
