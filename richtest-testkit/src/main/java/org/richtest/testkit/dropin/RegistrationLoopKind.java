package org.richtest.testkit.dropin;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.richtest.sync.concurrent.Exchanger;
import org.richtest.sync.concurrent.Phaser;
import org.richtest.sync.concurrent.ReentrantReadWriteLock;
import org.richtest.sync.concurrent.SynchronousQueue;

/**
 * Timed retry loops on the drop-ins that wait by registration, as real code writes them: a
 * synchronous queue polled or offered to with a timeout until a partner comes, a read-write lock
 * retried with a timed {@code tryLock} until its holder releases it, an exchanger and a phaser
 * waited on with a timeout until a partner or an arrival comes, and the partners (an untimed
 * {@code put}/{@code take}, a hold and its release, an arrival). Loops that nothing serves end
 * the run as a timed deadlock and do not reopen each other's repeats by registering and timing
 * out again (docs/decisions.md, "Timed operations"), which the oracle finds too. No reference
 * model.
 */
final class RegistrationLoopKind extends LoopKind<RegistrationLoopKind.Target> {

  /** One object of each registering kind. */
  static final class Target {
    final SynchronousQueue<Integer> queue;
    final ReentrantReadWriteLock lock;
    final Exchanger<Integer> exchanger;
    final Phaser phaser;

    Target(String name) {
      this.queue = new SynchronousQueue<>(name + ".queue");
      this.lock = new ReentrantReadWriteLock(name + ".lock");
      this.exchanger = new Exchanger<>(name + ".exchanger");
      this.phaser = new Phaser(1, name + ".phaser");
    }
  }

  RegistrationLoopKind() {
    super("registrationLoop", Target.class, Target::new, "pollLoop", "offerLoop", "put",
        "readLoop", "writeLoop", "holdRead", "holdWrite", "exchangeLoop", "advanceLoop", "arrive");
  }

  @Override
  String turn(Target loop, String operation) throws Exception {
    return switch (operation) {
      case "pollLoop" -> {
        Integer item;
        while ((item = loop.queue.poll(1, TimeUnit.SECONDS)) == null) {
          // polls until a putter comes
        }
        yield String.valueOf(item);
      }
      case "offerLoop" -> {
        while (!loop.queue.offer(2, 1, TimeUnit.SECONDS)) {
          // offers until a taker comes
        }
        yield "";
      }
      case "put" -> {
        loop.queue.put(1);
        yield "";
      }
      case "readLoop" -> {
        while (!loop.lock.readLock().tryLock(1, TimeUnit.SECONDS)) {
          // retries until no writer holds the lock
        }
        loop.lock.readLock().unlock();
        yield "";
      }
      case "writeLoop" -> {
        while (!loop.lock.writeLock().tryLock(1, TimeUnit.SECONDS)) {
          // retries until no one holds the lock
        }
        loop.lock.writeLock().unlock();
        yield "";
      }
      case "holdRead" -> {
        loop.lock.readLock().lock();
        loop.lock.readLock().unlock();
        yield "";
      }
      case "holdWrite" -> {
        loop.lock.writeLock().lock();
        loop.lock.writeLock().unlock();
        yield "";
      }
      case "exchangeLoop" -> String.valueOf(exchange(loop.exchanger));
      case "advanceLoop" -> String.valueOf(awaitAdvance(loop.phaser));
      case "arrive" -> String.valueOf(loop.phaser.arrive());
      default -> throw unknown(operation);
    };
  }

  private static int exchange(Exchanger<Integer> exchanger) throws InterruptedException {
    while (true) {
      try {
        return exchanger.exchange(3, 1, TimeUnit.SECONDS);
      } catch (TimeoutException noPartner) {
        // exchanges until a partner comes
      }
    }
  }

  private static int awaitAdvance(Phaser phaser) throws InterruptedException {
    while (true) {
      try {
        return phaser.awaitAdvanceInterruptibly(0, 1, TimeUnit.SECONDS);
      } catch (TimeoutException notYet) {
        // waits until phase 0 advances
      }
    }
  }

  @Override
  String stateOf(Target loop) {
    return loop.phaser.getPhase() + " " + loop.lock.getReadLockCount();
  }
}
