package org.richtest.internal.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.richtest.internal.variant.Variant;

class FrontierTest {

  @Test
  void snapshot_seesTakenWorkOnce_andWaitsForACountUnderWay() throws Exception {
    Frontier frontier = new Frontier(2);
    frontier.addPending(Variant.EMPTY);
    Work work = frontier.take(1);
    assertNotNull(work);
    assertEquals(List.of(Variant.EMPTY), frontier.snapshot(() -> 0).pending());

    CountDownLatch counting = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    AtomicBoolean counted = new AtomicBoolean();
    Thread worker = Thread.ofPlatform().start(() -> frontier.complete(1, null, () -> {
      counting.countDown();
      try {
        release.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      counted.set(true);
    }));
    assertTrue(counting.await(10, TimeUnit.SECONDS));
    // another worker's take does not wait for worker 1's count (nothing is left to take)
    assertEquals(null, CompletableFuture.supplyAsync(() -> frontier.take(0))
        .get(10, TimeUnit.SECONDS));
    CompletableFuture<Frontier.Snapshot<Boolean>> snapshot = new CompletableFuture<>();
    Thread snapshotting = Thread.ofPlatform().start(
        () -> snapshot.complete(frontier.snapshot(counted::get)));
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (snapshotting.getState() != Thread.State.WAITING && !snapshot.isDone()
        && System.nanoTime() < deadline) {
      Thread.onSpinWait();
    }
    assertFalse(snapshot.isDone(), "a snapshot must wait for the count under way");
    assertEquals(Thread.State.WAITING, snapshotting.getState(), "the snapshot never blocked");
    release.countDown();
    worker.join();

    Frontier.Snapshot<Boolean> seen = snapshot.get(10, TimeUnit.SECONDS);
    assertTrue(seen.tallies());
    assertEquals(List.of(), seen.pending());
    assertTrue(frontier.isEmpty());
  }

  @Test
  void awaitWork_returnsFalse_whenEveryWorkerIsIdleAndNothingIsLeft() throws Exception {
    Frontier frontier = new Frontier(2);
    CompletableFuture<Boolean> first = new CompletableFuture<>();
    Thread.ofVirtual().start(() -> {
      try {
        first.complete(frontier.awaitWork(() -> false));
      } catch (InterruptedException e) {
        first.completeExceptionally(e);
      }
    });
    Thread.sleep(100);
    assertFalse(first.isDone(), "one idle worker of two waits");
    assertFalse(frontier.awaitWork(() -> false));
    assertFalse(first.get(10, TimeUnit.SECONDS));
  }
}
