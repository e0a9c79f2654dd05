package org.richtest.sync.concurrent;

import static java.util.concurrent.TimeUnit.MILLISECONDS;
import static java.util.concurrent.TimeUnit.SECONDS;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The synchronous-queue drop-in outside an exploration: JDK behaviour for real threads; and
 * single-threaded checks that hold both outside and under exploration, where it is modelled.
 */
@Timeout(10)
class SynchronousQueueTest {

  private static final int ITEMS = 200;

  @Test
  void putAndTake_acrossThreads_everyItemHandedOverInOrder() throws Exception {
    SynchronousQueue<Integer> queue = new SynchronousQueue<>();
    List<Integer> taken = new ArrayList<>();
    Workers workers = new Workers();
    workers.start("producer", () -> {
      for (int i = 0; i < ITEMS; i++) {
        queue.put(i);
      }
    });
    for (int i = 0; i < ITEMS; i++) {
      taken.add(queue.take());
    }
    workers.joinAll();

    for (int i = 0; i < ITEMS; i++) {
      assertEquals(i, taken.get(i));
    }
  }

  @Test
  void offer_withAWaitingTaker_handsOver() throws Exception {
    SynchronousQueue<Integer> queue = new SynchronousQueue<>();
    List<Integer> taken = new java.util.concurrent.CopyOnWriteArrayList<>();
    Workers workers = new Workers();
    workers.start("taker", () -> taken.add(queue.take()));
    workers.awaitBlockedOrDone();

    assertTrue(queue.offer(5, 5, SECONDS));
    workers.joinAll();
    assertEquals(List.of(5), taken);
  }

  @Test
  void poll_withAWaitingPutter_takesItsElement() throws Exception {
    SynchronousQueue<Integer> queue = new SynchronousQueue<>(true);
    Workers workers = new Workers();
    workers.start("putter", () -> queue.put(9));
    workers.awaitBlockedOrDone();

    assertEquals(9, queue.poll(5, SECONDS));
    workers.joinAll();
  }

  @Test
  void timedPoll_noPutter_timesOut() throws Exception {
    SynchronousQueue<Integer> queue = new SynchronousQueue<>();

    assertNull(queue.poll(20, MILLISECONDS));
    assertFalse(queue.offer(1, 20, MILLISECONDS));
  }

  @Test
  void withoutPartner_bothModes_failsAndLooksEmpty() throws Exception {
    BothModes.check(() -> {
      SynchronousQueue<Integer> queue = new SynchronousQueue<>();
      assertFalse(queue.offer(1));
      assertFalse(queue.offer(1, 0, SECONDS));
      assertNull(queue.poll());
      assertNull(queue.poll(0, SECONDS));
      assertThrows(IllegalStateException.class, () -> queue.add(1));
      assertThrows(NoSuchElementException.class, queue::remove);
      assertThrows(NoSuchElementException.class, queue::element);
      assertThrows(NullPointerException.class, () -> queue.offer(null));
      assertEquals(0, queue.drainTo(new ArrayList<>()));
      assertThrows(IllegalArgumentException.class, () -> queue.drainTo(queue));
      assertEquals(0, queue.size());
      assertTrue(queue.isEmpty());
      assertEquals(0, queue.remainingCapacity());
      assertNull(queue.peek());
      assertFalse(queue.contains(1));
      assertFalse(queue.remove(1));
      assertTrue(queue.containsAll(List.of()));
      assertFalse(queue.containsAll(List.of(1)));
      assertFalse(queue.removeAll(List.of(1)));
      assertFalse(queue.retainAll(List.of(1)));
      assertFalse(queue.removeIf(e -> true));
      assertFalse(queue.iterator().hasNext());
      assertArrayEquals(new Object[0], queue.toArray());
      Integer[] array = {1, 2};
      assertSame(array, queue.toArray(array));
      assertArrayEquals(new Integer[] {null, 2}, array);
      assertEquals("[]", queue.toString());
      queue.clear();
      assertFalse(queue.addAll(List.of()));
    });
  }
}
