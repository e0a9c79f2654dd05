package org.richtest.sync.concurrent;

import static java.util.concurrent.TimeUnit.MILLISECONDS;
import static java.util.concurrent.TimeUnit.SECONDS;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.function.IntFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The {@link BlockingQueue} contract, outside an exploration, for both queue drop-ins: each test
 * runs once per implementation, given as a factory from capacity to queue. Outside an exploration a
 * drop-in forwards to the JDK's queue, so these tests hold the wiring of every method.
 */
@Timeout(10)
class BlockingQueueContractTest {

  private static final int PRODUCERS = 4;
  private static final int CONSUMERS = 4;
  private static final int ITEMS_PER_THREAD = 500;

  static Stream<Named<IntFunction<BlockingQueue<Integer>>>> queues() {
    return Stream.of(
        Named.of("ArrayBlockingQueue", ArrayBlockingQueue::new),
        Named.of("LinkedBlockingQueue", LinkedBlockingQueue::new));
  }

  @ParameterizedTest
  @MethodSource("queues")
  void offerThenPoll_severalElements_fifoOrder(IntFunction<BlockingQueue<Integer>> factory) {
    BlockingQueue<Integer> queue = factory.apply(3);

    assertTrue(queue.offer(1));
    assertTrue(queue.add(2));
    assertTrue(queue.offer(3));
    assertEquals(1, queue.peek());
    assertEquals(1, queue.element());
    assertEquals(1, queue.poll());
    assertEquals(2, queue.remove());
    assertEquals(3, queue.poll());
    assertNull(queue.poll());
  }

  @ParameterizedTest
  @MethodSource("queues")
  void offer_whenFull_returnsFalseAndAddThrows(IntFunction<BlockingQueue<Integer>> factory) {
    BlockingQueue<Integer> queue = factory.apply(2);
    queue.offer(1);
    queue.offer(2);

    assertFalse(queue.offer(3));
    assertThrows(IllegalStateException.class, () -> queue.add(3));
    assertEquals(List.of(1, 2), new ArrayList<>(queue));
  }

  @ParameterizedTest
  @MethodSource("queues")
  void pollAndPeek_whenEmpty_returnNullAndRemoveThrows(
      IntFunction<BlockingQueue<Integer>> factory) {
    BlockingQueue<Integer> queue = factory.apply(2);

    assertNull(queue.poll());
    assertNull(queue.peek());
    assertThrows(NoSuchElementException.class, queue::remove);
    assertThrows(NoSuchElementException.class, queue::element);
    assertTrue(queue.isEmpty());
  }

  @ParameterizedTest
  @MethodSource("queues")
  void remainingCapacity_asElementsComeAndGo_isCapacityMinusSize(
      IntFunction<BlockingQueue<Integer>> factory) throws Exception {
    BlockingQueue<Integer> queue = factory.apply(3);

    assertEquals(3, queue.remainingCapacity());
    queue.put(1);
    queue.put(2);
    assertEquals(1, queue.remainingCapacity());
    assertEquals(2, queue.size());
    queue.take();
    assertEquals(2, queue.remainingCapacity());
    assertEquals(1, queue.size());
  }

  @ParameterizedTest
  @MethodSource("queues")
  void drainTo_all_movesEveryElementInOrder(IntFunction<BlockingQueue<Integer>> factory) {
    BlockingQueue<Integer> queue = factory.apply(4);
    queue.addAll(List.of(1, 2, 3));
    List<Integer> sink = new ArrayList<>(List.of(0));

    assertEquals(3, queue.drainTo(sink));
    assertEquals(List.of(0, 1, 2, 3), sink);
    assertTrue(queue.isEmpty());
    assertEquals(4, queue.remainingCapacity());
  }

  @ParameterizedTest
  @MethodSource("queues")
  void drainTo_withMax_movesOnlyTheOldest(IntFunction<BlockingQueue<Integer>> factory) {
    BlockingQueue<Integer> queue = factory.apply(4);
    queue.addAll(List.of(1, 2, 3));
    List<Integer> sink = new ArrayList<>();

    assertEquals(2, queue.drainTo(sink, 2));
    assertEquals(0, queue.drainTo(sink, 0));
    assertEquals(List.of(1, 2), sink);
    assertEquals(List.of(3), new ArrayList<>(queue));
  }

  @ParameterizedTest
  @MethodSource("queues")
  void drainTo_itself_throwsIllegalArgument(IntFunction<BlockingQueue<Integer>> factory) {
    BlockingQueue<Integer> queue = factory.apply(2);
    queue.add(1);

    assertThrows(IllegalArgumentException.class, () -> queue.drainTo(queue));
    assertThrows(IllegalArgumentException.class, () -> queue.drainTo(queue, 1));
    assertEquals(1, queue.size());
  }

  @ParameterizedTest
  @MethodSource("queues")
  void drainTo_sinkRejectsAnElement_keepsItAtTheHead(IntFunction<BlockingQueue<Integer>> factory) {
    BlockingQueue<Integer> queue = factory.apply(3);
    queue.addAll(List.of(1, 2, 3));
    List<Integer> sink = new ArrayList<>();
    List<Integer> rejectsTwo =
        new ArrayList<>() {
          @Override
          public boolean add(Integer e) {
            if (e == 2) {
              throw new IllegalArgumentException("no 2");
            }
            return sink.add(e);
          }
        };

    assertThrows(IllegalArgumentException.class, () -> queue.drainTo(rejectsTwo));
    assertEquals(List.of(1), sink);
    assertEquals(List.of(2, 3), new ArrayList<>(queue));
  }

  @ParameterizedTest
  @MethodSource("queues")
  void nullElement_anyInsertion_throwsNullPointer(IntFunction<BlockingQueue<Integer>> factory) {
    BlockingQueue<Integer> queue = factory.apply(2);

    assertThrows(NullPointerException.class, () -> queue.put(null));
    assertThrows(NullPointerException.class, () -> queue.offer(null));
    assertThrows(NullPointerException.class, () -> queue.add(null));
    assertTrue(queue.isEmpty());
  }

  @ParameterizedTest
  @MethodSource("queues")
  void iteratorRemove_afterNext_removesThatElementFromTheQueue(
      IntFunction<BlockingQueue<Integer>> factory) {
    BlockingQueue<Integer> queue = factory.apply(4);
    queue.addAll(List.of(1, 2, 3));
    Iterator<Integer> it = queue.iterator();

    assertThrows(IllegalStateException.class, it::remove);
    it.next();
    it.next();
    it.remove();
    assertThrows(IllegalStateException.class, it::remove);
    assertEquals(List.of(1, 3), new ArrayList<>(queue));
    assertEquals(3, it.next());
    assertFalse(it.hasNext());
    assertThrows(NoSuchElementException.class, it::next);
  }

  @ParameterizedTest
  @MethodSource("queues")
  void collectionMethods_onElements_actOnTheQueue(IntFunction<BlockingQueue<Integer>> factory) {
    BlockingQueue<Integer> queue = factory.apply(5);
    queue.addAll(List.of(1, 2, 3, 2));

    assertTrue(queue.contains(2));
    assertFalse(queue.contains(7));
    assertFalse(queue.contains(null));
    assertTrue(queue.remove(2));
    assertArrayEquals(new Object[] {1, 3, 2}, queue.toArray());
    assertTrue(queue.removeIf(e -> e == 3));
    assertArrayEquals(new Integer[] {1, 2}, queue.toArray(new Integer[0]));
    assertEquals("[1, 2]", queue.toString());
    queue.clear();
    assertTrue(queue.isEmpty());
    assertEquals(5, queue.remainingCapacity());
  }

  @ParameterizedTest
  @MethodSource("queues")
  void timedOfferAndPoll_fullOrEmpty_timeOut(IntFunction<BlockingQueue<Integer>> factory)
      throws Exception {
    BlockingQueue<Integer> queue = factory.apply(1);

    assertNull(queue.poll(10, MILLISECONDS));
    assertTrue(queue.offer(1, 1, SECONDS));
    assertFalse(queue.offer(2, 10, MILLISECONDS));
    assertEquals(1, queue.poll(1, SECONDS));
  }

  @ParameterizedTest
  @MethodSource("queues")
  void constructor_capacityBelowOne_throwsIllegalArgument(
      IntFunction<BlockingQueue<Integer>> factory) {
    assertThrows(IllegalArgumentException.class, () -> factory.apply(0));
  }

  @ParameterizedTest
  @MethodSource("queues")
  void put_whenFull_blocksUntilATake(IntFunction<BlockingQueue<Integer>> factory) throws Exception {
    BlockingQueue<Integer> queue = factory.apply(1);
    queue.put(1);
    java.util.concurrent.CountDownLatch putDone = new java.util.concurrent.CountDownLatch(1);
    Workers workers = new Workers();
    workers.start(
        "putter",
        () -> {
          queue.put(2);
          putDone.countDown();
        });
    workers.awaitBlockedOrDone();

    assertFalse(putDone.await(100, MILLISECONDS), "put returned while the queue was full");
    assertEquals(1, queue.take());
    assertTrue(putDone.await(5, SECONDS), "put still blocked after a take");
    workers.joinAll();
    assertEquals(2, queue.take());
  }

  @ParameterizedTest
  @MethodSource("queues")
  void take_whenEmpty_blocksUntilAPut(IntFunction<BlockingQueue<Integer>> factory)
      throws Exception {
    BlockingQueue<Integer> queue = factory.apply(1);
    java.util.concurrent.BlockingQueue<Integer> taken =
        new java.util.concurrent.LinkedBlockingQueue<>();
    Workers workers = new Workers();
    workers.start("taker", () -> taken.add(queue.take()));
    workers.awaitBlockedOrDone();

    assertNull(taken.poll(100, MILLISECONDS), "take returned from an empty queue");
    queue.put(7);
    assertEquals(7, taken.poll(5, SECONDS));
    workers.joinAll();
  }

  @ParameterizedTest
  @MethodSource("queues")
  void putAndTake_fourProducersFourConsumers_everyItemTakenExactlyOnce(
      IntFunction<BlockingQueue<Integer>> factory) throws Exception {
    BlockingQueue<Integer> queue = factory.apply(8);
    AtomicIntegerArray timesTaken = new AtomicIntegerArray(PRODUCERS * ITEMS_PER_THREAD);
    Workers workers = new Workers();
    for (int p = 0; p < PRODUCERS; p++) {
      int first = p * ITEMS_PER_THREAD;
      workers.start(
          "producer" + p,
          () -> {
            for (int i = 0; i < ITEMS_PER_THREAD; i++) {
              queue.put(first + i);
            }
          });
    }
    for (int c = 0; c < CONSUMERS; c++) {
      workers.start(
          "consumer" + c,
          () -> {
            for (int i = 0; i < ITEMS_PER_THREAD; i++) {
              timesTaken.incrementAndGet(queue.take());
            }
          });
    }
    workers.joinAll();

    for (int item = 0; item < timesTaken.length(); item++) {
      assertEquals(1, timesTaken.get(item), "item " + item + " taken that many times");
    }
    assertTrue(queue.isEmpty());
  }

  @Test
  void linkedBlockingQueue_defaultCapacity_isMaxValue() {
    LinkedBlockingQueue<Integer> queue = new LinkedBlockingQueue<>();

    assertEquals(Integer.MAX_VALUE, queue.remainingCapacity());
    assertTrue(queue.offer(1));
    assertEquals(Integer.MAX_VALUE - 1, queue.remainingCapacity());
  }
}
