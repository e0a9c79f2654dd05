package org.richtest.testkit.dropin;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import org.richtest.sync.concurrent.LinkedBlockingQueue;
import org.richtest.sync.concurrent.ReentrantLock;

/**
 * Timed retry loops on drop-ins other than a monitor, as real code writes them, by every thread
 * that waits: each object is a queue polled with a timeout until it gives an item, and a lock
 * whose condition is awaited with a timeout until a flag is set, or which is retried with a timed
 * {@code tryLock} until it is free. Loops on one object end the run as a timed deadlock when
 * nothing can change it, and do not reopen each other's repeats by only timing out
 * (docs/decisions.md, "Timed operations"), which the oracle finds too. No reference model.
 */
final class TimedLoopKind extends LoopKind<TimedLoopKind.Target> {

  /** A queue, and a lock with a condition and the flag it guards. */
  static final class Target {
    final LinkedBlockingQueue<Integer> queue;
    final ReentrantLock lock;
    final Condition changed;
    boolean flag;

    Target(String name) {
      this.queue = new LinkedBlockingQueue<>(Integer.MAX_VALUE, name + ".queue");
      this.lock = new ReentrantLock(name + ".lock");
      this.changed = lock.newCondition();
    }
  }

  TimedLoopKind() {
    super("timedLoop", Target.class, Target::new, "pollLoop", "pollLoop", "offer", "awaitLoop",
        "awaitLoop", "tryLockLoop", "setFlag");
  }

  @Override
  String turn(Target loop, String operation) throws Exception {
    return switch (operation) {
      case "pollLoop" -> {
        Integer item;
        while ((item = loop.queue.poll(1, TimeUnit.SECONDS)) == null) {
          // polls until an item comes
        }
        yield String.valueOf(item);
      }
      case "offer" -> String.valueOf(loop.queue.offer(1));
      case "awaitLoop" -> {
        loop.lock.lock();
        try {
          while (!loop.flag) {
            loop.changed.await(1, TimeUnit.SECONDS);
          }
        } finally {
          loop.lock.unlock();
        }
        yield "";
      }
      case "tryLockLoop" -> {
        while (!loop.lock.tryLock(1, TimeUnit.SECONDS)) {
          // retries until the lock is free
        }
        loop.flag = true;
        loop.changed.signalAll();
        loop.lock.unlock();
        yield "";
      }
      case "setFlag" -> {
        loop.lock.lock();
        loop.flag = true;
        loop.changed.signalAll();
        loop.lock.unlock();
        yield "";
      }
      default -> throw unknown(operation);
    };
  }

  @Override
  String stateOf(Target loop) {
    return loop.queue.size() + " " + loop.flag;
  }
}
