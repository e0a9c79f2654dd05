package org.richtest.sync.internal.concurrent;

import java.util.Collection;
import java.util.concurrent.locks.AbstractQueuedLongSynchronizer;
import java.util.concurrent.locks.Condition;
import org.jspecify.annotations.Nullable;

/**
 * The JDK's synchronizer behind an {@code AbstractQueuedSynchronizer} drop-in created outside an
 * exploration: an {@link AbstractQueuedLongSynchronizer} (an {@code int} state is a {@code long}
 * one that stays in range) whose {@code tryAcquire} and kin call the drop-in's subclass, so the
 * JDK's queue, parking and conditions run it; every operation forwards to it.
 */
public final class JdkSynchronizer implements SynchronizerOperations, Identified {

  /** The JDK's synchronizer, its protected methods opened to the drop-in. */
  private static final class Real extends AbstractQueuedLongSynchronizer {
    private static final long serialVersionUID = 1L;
    private final transient SynchronizerHooks hooks;

    Real(SynchronizerHooks hooks) {
      this.hooks = hooks;
    }

    @Override
    protected boolean tryAcquire(long arg) {
      return hooks.tryAcquire(arg);
    }

    @Override
    protected boolean tryRelease(long arg) {
      return hooks.tryRelease(arg);
    }

    @Override
    protected long tryAcquireShared(long arg) {
      return hooks.tryAcquireShared(arg);
    }

    @Override
    protected boolean tryReleaseShared(long arg) {
      return hooks.tryReleaseShared(arg);
    }

    @Override
    protected boolean isHeldExclusively() {
      return hooks.isHeldExclusively();
    }

    long state() {
      return getState();
    }

    void state(long newState) {
      setState(newState);
    }

    boolean casState(long expect, long update) {
      return compareAndSetState(expect, update);
    }
  }

  private final Real real;
  private final Outside outside;

  /** Creates the JDK's synchronizer calling {@code hooks}, for a drop-in called {@code name}. */
  public JdkSynchronizer(SynchronizerHooks hooks, String kind, @Nullable String name) {
    this.real = new Real(hooks);
    this.outside = new Outside(kind, name);
  }

  @Override
  public Outside identity() {
    return outside;
  }

  @Override
  public long getState() {
    return real.state();
  }

  @Override
  public void setState(long newState) {
    real.state(newState);
  }

  @Override
  public boolean compareAndSetState(long expect, long update) {
    return real.casState(expect, update);
  }

  @Override
  public void acquire(long arg) {
    real.acquire(arg);
  }

  @Override
  public void acquireInterruptibly(long arg) throws InterruptedException {
    real.acquireInterruptibly(arg);
  }

  @Override
  public boolean tryAcquireNanos(long arg, long nanosTimeout) throws InterruptedException {
    return real.tryAcquireNanos(arg, nanosTimeout);
  }

  @Override
  public boolean release(long arg) {
    return real.release(arg);
  }

  @Override
  public void acquireShared(long arg) {
    real.acquireShared(arg);
  }

  @Override
  public void acquireSharedInterruptibly(long arg) throws InterruptedException {
    real.acquireSharedInterruptibly(arg);
  }

  @Override
  public boolean tryAcquireSharedNanos(long arg, long nanosTimeout) throws InterruptedException {
    return real.tryAcquireSharedNanos(arg, nanosTimeout);
  }

  @Override
  public boolean releaseShared(long arg) {
    return real.releaseShared(arg);
  }

  @Override
  public boolean hasQueuedThreads() {
    return real.hasQueuedThreads();
  }

  @Override
  public boolean hasContended() {
    return real.hasContended();
  }

  @Override
  public @Nullable Thread getFirstQueuedThread() {
    return real.getFirstQueuedThread();
  }

  @Override
  public boolean isQueued(Thread thread) {
    return real.isQueued(thread);
  }

  @Override
  public boolean hasQueuedPredecessors() {
    return real.hasQueuedPredecessors();
  }

  @Override
  public int getQueueLength() {
    return real.getQueueLength();
  }

  @Override
  public Collection<Thread> getQueuedThreads() {
    return real.getQueuedThreads();
  }

  @Override
  public Collection<Thread> getExclusiveQueuedThreads() {
    return real.getExclusiveQueuedThreads();
  }

  @Override
  public Collection<Thread> getSharedQueuedThreads() {
    return real.getSharedQueuedThreads();
  }

  @Override
  public Condition newCondition() {
    return real.new ConditionObject();
  }

  @Override
  public boolean owns(Condition condition) {
    return condition instanceof AbstractQueuedLongSynchronizer.ConditionObject jdk
        && real.owns(jdk);
  }

  @Override
  public boolean hasWaiters(Condition condition) {
    return real.hasWaiters(mine(condition));
  }

  @Override
  public int getWaitQueueLength(Condition condition) {
    return real.getWaitQueueLength(mine(condition));
  }

  @Override
  public Collection<Thread> getWaitingThreads(Condition condition) {
    return real.getWaitingThreads(mine(condition));
  }

  private AbstractQueuedLongSynchronizer.ConditionObject mine(Condition condition) {
    if (!owns(condition)) {
      throw new IllegalArgumentException("Not owner");
    }
    return (AbstractQueuedLongSynchronizer.ConditionObject) condition;
  }

  @Override
  public String describe() {
    String jdk = real.toString();
    return jdk.substring(jdk.indexOf('['));
  }
}
