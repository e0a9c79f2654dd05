package org.richtest.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationResult;
import org.richtest.Program;
import org.richtest.RichTest;
import org.richtest.RunOutcome;
import org.richtest.RunResult;
import org.richtest.event.ReceivingEvent;
import org.richtest.event.SendingEvent;
import org.richtest.event.SynSequence;

/**
 * Proves the message-passing classes: values travel with messages, a synchronous send waits for its
 * receipt and learns the receiver's clock, a selective wait's open list is its open alternatives,
 * every misuse (a second receiving thread, two alternatives on one port, no open alternative, a port
 * of another run, an unmanaged sender) is a clear error, and outside an exploration ports, channels
 * and selective waits work for real threads.
 */
class MessagePassingTest {

  private static final Duration NO_HANG = Duration.ofSeconds(20);

  private static RunOutcome.Failure failureOf(Program program) {
    RunResult run = assertTimeoutPreemptively(NO_HANG, () -> RichTest.runOnce(program));
    return assertInstanceOf(RunOutcome.Failure.class, run.outcome(), () -> "" + run.outcome());
  }

  @Test
  void port_twoSenders_receiverGetsEachValueInEitherOrder() {
    List<String> orders = Collections.synchronizedList(new ArrayList<>());
    ExplorationResult result = RichTest.explore(() -> {
      Port<String> port = new Port<>("p");
      RichThread a = RichThread.start("A", () -> port.send("a"));
      RichThread b = RichThread.start("B", () -> port.send("b"));
      RichThread receiver = RichThread.start("R", () -> orders.add(port.receive() + port.receive()));
      a.join();
      b.join();
      receiver.join();
    });

    assertEquals(2, result.sequences());
    assertEquals(List.of("ab", "ba"), orders.stream().sorted().toList());
  }

  @Test
  void port_oneSenderTwoMessages_fifoKeepsTheirOrder() {
    List<String> orders = Collections.synchronizedList(new ArrayList<>());
    ExplorationResult result = RichTest.explore(() -> {
      Port<Integer> port = new Port<>("p");
      RichThread sender = RichThread.start("S", () -> {
        port.send(1);
        port.send(2);
      });
      orders.add(port.receive() + "," + port.receive());
      sender.join();
    });

    assertEquals(1, result.sequences());
    assertEquals(List.of("1,2"), orders);
  }

  @Test
  void channel_send_blocksUntilReceivedAndLearnsReceiverClock() {
    RunResult run = RichTest.runOnce(() -> {
      Channel<Integer> channel = new Channel<>("c");
      Port<Integer> after = new Port<>("after");
      RichThread sender = RichThread.start("S", () -> {
        channel.send(7);
        after.send(8);
      });
      int first = channel.receive();
      int second = after.receive();
      if (first != 7 || second != 8) {
        throw new AssertionError(first + " " + second);
      }
      sender.join();
    });

    assertInstanceOf(RunOutcome.Completed.class, run.outcome());
    SynSequence sequence = run.sequence();
    SendingEvent send = (SendingEvent) sequence.eventsOn("S").get(0);
    ReceivingEvent receive = (ReceivingEvent) sequence.event(send.partner());
    SendingEvent next = (SendingEvent) sequence.eventsOn("S").get(1);
    // The modified scheme: the send keeps its own timestamp, the sender learns the receiver's clock.
    assertTrue(sequence.happenedBefore(send, receive));
    assertTrue(sequence.happenedBefore(receive, next), "receipt is known to the sender afterwards");
    assertEquals(1, send.timestamp().get(sequence.component("S")));
  }

  @Test
  void selectiveWait_openListIsTheOpenAlternatives() {
    RunResult run = RichTest.runOnce(() -> {
      Channel<Integer> open = new Channel<>("open");
      Channel<Integer> closed = new Channel<>("closed");
      RichThread sender = RichThread.start("S", () -> open.send(1));
      new SelectiveWait()
          .when(() -> true, open, v -> {})
          .when(() -> false, closed, v -> {})
          .choose();
      sender.join();
    });

    ReceivingEvent receive = (ReceivingEvent) run.sequence().eventsOn("main").get(0);
    assertEquals("{open.*}", receive.openList().toString());
  }

  @Test
  void port_receivedByTwoThreads_failsNamingBothAndTheAlternative() {
    RunOutcome.Failure failure = failureOf(() -> {
      Port<Integer> port = new Port<>("p");
      port.send(1);
      port.send(2);
      RichThread first = RichThread.start("first", port::receive);
      first.join();
      RichThread second = RichThread.start("second", port::receive);
      second.join();
    });

    String message = failure.cause().getMessage();
    assertTrue(message.contains("first") && message.contains("second"), message);
    assertTrue(message.contains("exactly one receiving thread"), message);
    assertTrue(message.contains("BlockingQueue"), message);
  }

  @Test
  void selectiveWait_twoAlternativesOnOnePort_rejected() {
    RunOutcome.Failure failure = failureOf(() -> {
      Port<Integer> port = new Port<>("p");
      new SelectiveWait().when(port, v -> {}).when(port, v -> {});
    });

    assertInstanceOf(IllegalArgumentException.class, failure.cause());
    assertTrue(failure.cause().getMessage().contains("port p already has an alternative"));
  }

  @Test
  void selectiveWait_noOpenAlternative_failsInsteadOfWaitingForever() {
    RunOutcome.Failure failure = failureOf(() -> {
      Port<Integer> port = new Port<>("p");
      new SelectiveWait().when(() -> false, port, v -> {}).choose();
    });

    assertTrue(failure.cause().getMessage().contains("no open alternative"));
  }

  @Test
  void port_fromAnotherRun_failsTheRunThatUsesIt() {
    AtomicReference<Port<Integer>> leaked = new AtomicReference<>();
    RichTest.runOnce(() -> leaked.set(new Port<>("p")));

    RunOutcome.Failure failure = failureOf(() -> leaked.get().send(1));

    assertTrue(failure.cause().getMessage().contains("another run"));
  }

  @Test
  void port_sendFromUnmanagedThread_failsTheRun() {
    RunOutcome.Failure failure = failureOf(() -> {
      Port<Integer> port = new Port<>("p");
      Thread raw = new Thread(() -> {
        try {
          port.send(1);
        } catch (IllegalStateException expected) {
          // the run reports it
        }
      });
      raw.start();
      raw.join(5_000);
    });

    assertTrue(failure.cause().getMessage().contains("does not manage"));
  }

  @Test
  void productionMode_portsChannelsAndSelect_workWithRealThreads() throws Exception {
    Port<Integer> port = new Port<>("p");
    Channel<Integer> channel = new Channel<>("c");
    CountDownLatch sent = new CountDownLatch(1);
    Thread sender = new Thread(() -> {
      channel.send(42);
      sent.countDown();
    });
    sender.start();
    assertTrue(!sent.await(100, TimeUnit.MILLISECONDS), "a synchronous send waits for receipt");
    List<Integer> got = new ArrayList<>();
    new SelectiveWait().when(port, got::add).when(channel, got::add).choose();
    assertTrue(sent.await(5, TimeUnit.SECONDS));
    port.send(1);
    port.send(2);
    got.add(port.receive());
    got.add(port.receive());
    sender.join();

    assertEquals(List.of(42, 1, 2), got);
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    Thread other = new Thread(port::receive);
    other.setUncaughtExceptionHandler((thread, e) -> thrown.set(e));
    other.start();
    other.join();
    assertInstanceOf(IllegalStateException.class, thrown.get(), "a second receiving thread");
  }
}
