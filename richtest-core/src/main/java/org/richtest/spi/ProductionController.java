package org.richtest.spi;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import org.jspecify.annotations.Nullable;

/**
 * Ordinary blocking behaviour for real threads: a call waits on the target's monitor until the target
 * admits it. Stateless apart from per-thread handles, so it is shared by all threads.
 */
final class ProductionController implements Controller {

  static final ProductionController INSTANCE = new ProductionController();

  private static final ThreadLocal<RealThread> CURRENT =
      ThreadLocal.withInitial(() -> new RealThread(Thread.currentThread()));

  private ProductionController() {}

  @Override
  public boolean isControlled() {
    return false;
  }

  @Override
  public String register(SyncObject object, @Nullable String requestedName) {
    return requestedName != null
        ? requestedName
        : object.getClass().getSimpleName() + "@" + Integer.toHexString(System.identityHashCode(object));
  }

  @Override
  public String nameThread(@Nullable String requestedName) {
    return requestedName != null ? requestedName : "richtest-thread";
  }

  @Override
  public ThreadHandle start(String name, Runnable body) {
    RealThread[] handle = new RealThread[1];
    Thread thread = Thread.ofPlatform().name(name).unstarted(() -> {
      CURRENT.set(handle[0]);
      body.run();
    });
    handle[0] = new RealThread(thread);
    thread.start();
    return handle[0];
  }

  @Override
  public void join(ThreadHandle thread) throws InterruptedException {
    ((RealThread) thread).thread.join();
  }

  @Override
  public boolean join(ThreadHandle thread, long nanos) throws InterruptedException {
    return ((RealThread) thread).thread.join(Duration.ofNanos(nanos));
  }

  @Override
  public boolean isAlive(ThreadHandle thread) {
    return ((RealThread) thread).thread.isAlive();
  }

  @Override
  public ThreadHandle currentThread() {
    return CURRENT.get();
  }

  @Override
  public void call(SyncObject target, String operation) {
    boolean interrupted = false;
    synchronized (target) {
      while (!target.openList().admits(target.name(), operation)) {
        try {
          target.wait();
        } catch (InterruptedException e) {
          interrupted = true;
        }
      }
      target.accept(operation, currentThread());
      target.notifyAll();
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public boolean callInterruptibly(SyncObject target, String operation)
      throws InterruptedException {
    synchronized (target) {
      if (Thread.interrupted()) {
        throw new InterruptedException();
      }
      while (!target.openList().admits(target.name(), operation)) {
        try {
          target.wait();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt(); // cleared by throwInterrupted
          return false;
        }
      }
      target.accept(operation, currentThread());
      target.notifyAll();
      return true;
    }
  }

  @Override
  public boolean parkInterruptibly(SyncObject object, String reason, BooleanSupplier withdraw) {
    RealThread self = CURRENT.get();
    boolean bound = false;
    boolean reassert = false;
    while (!self.permit.compareAndSet(true, false)) {
      if (!bound && Thread.currentThread().isInterrupted()) {
        synchronized (object) {
          if (self.permit.compareAndSet(true, false)) {
            return true; // resumed as well: keep the status, as the JDK does
          }
          if (withdraw.getAsBoolean()) {
            return false;
          }
          bound = true; // the object will wake this thread: wait for it, status set
        }
      }
      LockSupport.park(self);
      // Bound, the thread waits on with its status set; park would return at once while it is.
      reassert |= bound && Thread.interrupted();
    }
    if (reassert) {
      Thread.currentThread().interrupt();
    }
    return true;
  }

  @Override
  public void throwInterrupted() throws InterruptedException {
    Thread.interrupted();
    throw new InterruptedException();
  }

  @Override
  public void interrupt(ThreadHandle thread) {
    ((RealThread) thread).thread.interrupt();
  }

  @Override
  public boolean isInterrupted(ThreadHandle thread) {
    return ((RealThread) thread).thread.isInterrupted();
  }

  @Override
  public boolean interrupted() {
    return Thread.interrupted();
  }

  @Override
  public void checkInterrupted() throws InterruptedException {
    if (Thread.interrupted()) {
      throw new InterruptedException();
    }
  }

  @Override
  public void park(SyncObject object, String reason) {
    RealThread self = CURRENT.get();
    self.await(self.permit);
  }

  @Override
  public void parkIdle(SyncObject object, String reason) {
    park(object, reason);
  }

  @Override
  public void resume(ThreadHandle thread, @Nullable SyncObject learnFrom) {
    RealThread real = (RealThread) thread;
    real.permit.set(true);
    LockSupport.unpark(real.thread);
  }

  @Override
  public void publish(SyncObject object) {}

  @Override
  public void learn(SyncObject object) {}

  @Override
  public void reportMisuse(RuntimeException misuse) {}

  @Override
  public void read(VariableObject variable) {}

  @Override
  public <T> T attachment(Object key, java.util.function.Function<Object, T> create) {
    throw new UnsupportedOperationException("attachments exist only in a run under exploration");
  }

  @Override
  public void send(PortObject port, @Nullable Object message, boolean synchronous) {
    RealThread self = CURRENT.get();
    PortObject.Envelope envelope = new PortObject.Envelope(message, synchronous ? self : null);
    ThreadHandle owner;
    synchronized (port) {
      port.mailbox.addLast(envelope);
      owner = port.owner();
    }
    if (owner != null) {
      wakeForMail((RealThread) owner);
    } else {
      synchronized (port) {
        port.notifyAll();
      }
    }
    while (synchronous && !envelope.received) {
      self.await(self.mail);
    }
  }

  @Override
  public Received receive(java.util.List<? extends PortObject> ports) {
    RealThread self = CURRENT.get();
    for (PortObject port : ports) {
      port.claim(self);
    }
    while (true) {
      for (int i = 0; i < ports.size(); i++) {
        PortObject port = ports.get(i);
        PortObject.Envelope envelope;
        synchronized (port) {
          envelope = port.mailbox.pollFirst();
        }
        if (envelope != null) {
          envelope.received = true;
          if (envelope.waitingSender != null) {
            wakeForMail((RealThread) envelope.waitingSender);
          }
          return new Received(i, envelope.message);
        }
      }
      self.await(self.mail);
    }
  }

  /**
   * Wakes a thread that may be waiting for a message or a receipt. It may also be busy, and then the
   * flag stays set: so it is not the permit of {@link #park}, whose callers park once and would take
   * a stale wake-up for their own.
   */
  private static void wakeForMail(RealThread thread) {
    thread.mail.set(true);
    LockSupport.unpark(thread.thread);
  }

  @Override
  public void stateChanged(SyncObject object) {
    object.notifyAll();
  }

  /**
   * A real thread and its two wake-up flags: {@code permit} for {@link #park} (set by {@link #resume},
   * which is only called for a thread that parks or is about to), {@code mail} for the loops of
   * {@link #send} and {@link #receive}, which check their own condition and so tolerate a stale one.
   */
  private static final class RealThread implements ThreadHandle {
    final Thread thread;
    final AtomicBoolean permit = new AtomicBoolean();
    final AtomicBoolean mail = new AtomicBoolean();

    RealThread(Thread thread) {
      this.thread = thread;
    }

    /**
     * Parks until {@code flag} is set and clears it. An interrupt does not end the wait: its status
     * is cleared while parked, since park returns at once while it is set (a busy spin), and set
     * again before returning, as the JDK's uninterruptible waits do.
     */
    void await(AtomicBoolean flag) {
      boolean interrupted = false;
      while (!flag.compareAndSet(true, false)) {
        LockSupport.park(this);
        interrupted |= Thread.interrupted();
      }
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }

    @Override
    public String name() {
      return thread.getName();
    }
  }
}
