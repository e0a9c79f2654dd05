package org.richtest.agent.internal;

import org.jspecify.annotations.Nullable;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Which methods of {@code Object} and {@code Thread} have a hook in {@code Hooks} or {@code
 * ThreadHooks}, and which clock reads one in {@code ClockHooks}, by name and descriptor: one table
 * for calls and for method references, so that {@code forEach(Thread::start)} reaches the same hook
 * as {@code thread.start()}.
 */
final class HookedMethods {

  private static final String THREAD = "java/lang/Thread";
  private static final String TIME_UNIT = "java/util/concurrent/TimeUnit";
  private static final String TIME_UNIT_HOOKS = "org/richtest/agent/runtime/TimeUnitHooks";
  private static final String THREAD_BUILDER = "java/lang/Thread$Builder";
  private static final String THREAD_BUILDER_HOOKS =
      "org/richtest/agent/runtime/ThreadBuilderHooks";

  private static final String HOOKS = ConcurrencyMethodVisitor.HOOKS;
  private static final String THREAD_HOOKS = "org/richtest/agent/runtime/ThreadHooks";

  /** A hook: the static method {@code name} of class {@code owner} called instead. */
  record Hook(String owner, String name) {}

  private HookedMethods() {}

  /** Returns the hook of {@code Object}'s instance method {@code method} (name and descriptor). */
  static @Nullable Hook objectHook(String method) {
    String name = switch (method) {
      case "wait()V", "wait(J)V", "wait(JI)V" -> "waitOn";
      case "notify()V" -> "notifyOne";
      case "notifyAll()V" -> "notifyAllOf";
      default -> null;
    };
    return name == null ? null : new Hook(HOOKS, name);
  }

  /** Returns the hook of {@code Thread}'s static method {@code method}, or null. */
  static @Nullable Hook staticThreadHook(String method) {
    return switch (method) {
      case "sleep(J)V", "sleep(JI)V", "sleep(Ljava/time/Duration;)V" -> new Hook(HOOKS, "sleep");
      case "yield()V" -> new Hook(HOOKS, "yieldThread");
      case "onSpinWait()V" -> new Hook(HOOKS, "onSpinWait");
      case "holdsLock(Ljava/lang/Object;)Z" -> new Hook(HOOKS, "holdsLock");
      case "currentThread()Ljava/lang/Thread;" -> new Hook(THREAD_HOOKS, "currentThread");
      case "interrupted()Z" -> new Hook(THREAD_HOOKS, "interrupted");
      default -> null;
    };
  }

  /** Returns the hook of {@code Thread}'s instance method {@code method}, or null. */
  static @Nullable Hook threadHook(String method) {
    String name = switch (method) {
      case "start()V" -> "start";
      case "join()V", "join(J)V", "join(JI)V", "join(Ljava/time/Duration;)Z" -> "join";
      case "isAlive()Z" -> "isAlive";
      case "getState()Ljava/lang/Thread$State;" -> "getState";
      case "interrupt()V" -> "interrupt";
      case "isInterrupted()Z" -> "isInterrupted";
      case "setDaemon(Z)V" -> "setDaemon";
      default -> null;
    };
    return name == null ? null : new Hook(THREAD_HOOKS, name);
  }

  /**
   * Returns the hook in {@code ClockHooks} of the static method {@code method} (name and
   * descriptor) of {@code owner} that reads the clock, or null.
   */
  static @Nullable String clockHook(String owner, String method) {
    return switch (owner + "." + method) {
      case "java/lang/System.currentTimeMillis()J" -> "currentTimeMillis";
      case "java/lang/System.nanoTime()J" -> "nanoTime";
      case "java/time/Instant.now()Ljava/time/Instant;" -> "instantNow";
      case "java/time/Clock.systemUTC()Ljava/time/Clock;" -> "systemUTC";
      case "java/time/Clock.systemDefaultZone()Ljava/time/Clock;" -> "systemDefaultZone";
      default -> null;
    };
  }

  /**
   * Sends a read of the JDK's clock to {@code ClockHooks}, which reads the run's logical clock:
   * emits the call to the hook on {@code next} and returns true, or returns false for any other
   * call.
   */
  static boolean clockRead(MethodVisitor next, int opcode, String owner, String method) {
    String hook = opcode == Opcodes.INVOKESTATIC ? clockHook(owner, method) : null;
    if (hook == null) {
      return false;
    }
    next.visitMethodInsn(Opcodes.INVOKESTATIC, ConcurrencyMethodVisitor.CLOCK_HOOKS, hook,
        method.substring(method.indexOf('(')), false);
    return true;
  }

  /**
   * Sends the calls of a platform thread builder ({@code Thread.ofPlatform()}) that make, start or
   * configure threads to {@code ThreadBuilderHooks}: the JDK gives its threads the creating
   * thread's daemon flag, a run's virtual thread's, and starts them itself. Emits the call to the hook on
   * {@code next} and returns true, or returns false for any other call.
   */
  static boolean threadBuilderCall(
      MethodVisitor next, int opcode, String type, String name, String descriptor) {
    boolean builder = type.equals(THREAD_BUILDER) || type.equals(THREAD_BUILDER + "$OfPlatform");
    boolean hooked = switch (name + descriptor) {
      case "unstarted(Ljava/lang/Runnable;)Ljava/lang/Thread;",
          "start(Ljava/lang/Runnable;)Ljava/lang/Thread;",
          "factory()Ljava/util/concurrent/ThreadFactory;" -> true;
      case "daemon(Z)L" + THREAD_BUILDER + "$OfPlatform;",
          "daemon()L" + THREAD_BUILDER + "$OfPlatform;" -> type.endsWith("$OfPlatform");
      default -> false;
    };
    if (opcode != Opcodes.INVOKEINTERFACE || !builder || !hooked) {
      return false;
    }
    String receiver = name.equals("daemon") ? type : THREAD_BUILDER;
    next.visitMethodInsn(Opcodes.INVOKESTATIC, THREAD_BUILDER_HOOKS, name,
        "(L" + receiver + ";" + descriptor.substring(1), false);
    return true;
  }

  /**
   * Sends {@code TimeUnit}'s {@code sleep}, {@code timedWait} and {@code timedJoin} to {@code
   * TimeUnitHooks}: they call {@code Thread.sleep}, {@code Object.wait} and {@code Thread.join}
   * inside the JDK, where the agent does not rewrite them.
   */
  static boolean timeUnitCall(
      MethodVisitor next, int opcode, String type, String name, String descriptor) {
    if (opcode != Opcodes.INVOKEVIRTUAL || !type.equals(TIME_UNIT)
        || !(name.equals("sleep") || name.equals("timedWait") || name.equals("timedJoin"))) {
      return false;
    }
    next.visitMethodInsn(Opcodes.INVOKESTATIC, TIME_UNIT_HOOKS, name,
        "(L" + TIME_UNIT + ";" + descriptor.substring(1), false);
    return true;
  }

  /** Returns the handle of {@code handle}'s hook, or {@code handle} if it has none. */
  static Handle hooked(Handle handle, ClassHierarchy hierarchy) {
    String method = handle.getName() + handle.getDesc();
    Hook hook = null;
    String receiver = "";
    if (handle.getTag() == Opcodes.H_INVOKESTATIC && handle.getOwner().equals(THREAD)) {
      hook = staticThreadHook(method);
    } else if (handle.getTag() == Opcodes.H_INVOKESTATIC) {
      String clock = clockHook(handle.getOwner(), method);
      return clock == null
          ? handle
          : new Handle(Opcodes.H_INVOKESTATIC, ConcurrencyMethodVisitor.CLOCK_HOOKS, clock,
              handle.getDesc(), false);
    } else if (handle.getTag() == Opcodes.H_INVOKEVIRTUAL) {
      hook = hierarchy.isSubclass(handle.getOwner(), THREAD) ? threadHook(method) : null;
      receiver = "Ljava/lang/Thread;";
      if (hook == null) {
        hook = objectHook(method);
        receiver = "Ljava/lang/Object;";
      }
    }
    return hook == null
        ? handle
        : new Handle(Opcodes.H_INVOKESTATIC, hook.owner(), hook.name(),
            "(" + receiver + handle.getDesc().substring(1), false);
  }
}
