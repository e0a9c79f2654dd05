package org.richtest.internal.schedule;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.richtest.RichTestInternalError;
import org.richtest.event.Channel;
import org.richtest.event.EventId;
import org.richtest.event.OpenList;
import org.richtest.spi.PortObject;
import org.richtest.spi.Received;

/**
 * The events of a run and the controller's choice among them (semantics §2). A thread that calls
 * or sends records its sending event here, one way for both; a thread that receives or reads is
 * put in its waiting state. When no thread can run, {@link #fireNext} computes the enabled
 * decisions (each receiving event with each partner open to it), asks the {@link Chooser} for one
 * and fires it: the completion of a call on an object line, or a receive or a read on a thread's
 * line. Passing the baton is not done here: {@link Baton} runs the step when its holder blocks.
 *
 * <p>Clock rules are the paper's section IV with the spec's decisions (semantics §3): a call ticks
 * the caller; the object merges the call's timestamp at its receiving event; the caller merges the
 * object's clock when the call is received.
 */
final class ReceiveStep {

  private final LineRegistry registry;
  private final PortQueues ports;
  private final Chooser chooser;
  private final SequenceRecorder recorder;
  private final ReductionRecorder reductions;
  private final RunEnd end;
  /** The decisions enabled at the current step, reused from step to step. */
  private final List<Decision> enabled = new ArrayList<>();
  /** How many sending events and reads were issued, for the oldest-first order of decisions. */
  private long issued;
  /** The most events the run may make and bytes it may record, and how many events it made. */
  private final long maxEvents;
  private final long maxBytes;
  private long events;

  ReceiveStep(
      LineRegistry registry,
      PortQueues ports,
      Chooser chooser,
      SequenceRecorder recorder,
      ReductionRecorder reductions,
      RunEnd end,
      long maxEvents,
      long maxBytes) {
    this.registry = registry;
    this.ports = ports;
    this.chooser = chooser;
    this.recorder = recorder;
    this.reductions = reductions;
    this.end = end;
    this.maxEvents = maxEvents;
    this.maxBytes = maxBytes;
  }

  /**
   * Counts an event about to be recorded; at the run's length limit, in events or in recorded
   * bytes, it cuts the run instead, and the calling thread unwinds.
   */
  private void counted() {
    cutAtLength();
    events++;
  }

  /** Cuts the run if it made as many events, or recorded as many bytes, as it may. */
  private void cutAtLength() {
    if (events == maxEvents) {
      throw end.cut(events, 0);
    }
    if (recorder.recordedBytes() >= maxBytes) {
      throw end.cut(events, maxBytes);
    }
  }

  /**
   * Issues a call of {@code self} to {@code line}, carrying an interrupt's {@code delivery}: its
   * sending event, pending on the line until the line receives it.
   */
  void call(
      LogicalThread self,
      ObjectLine line,
      String operation,
      Interrupts.Modelled.@Nullable Delivery delivery) {
    line.pending.add(sent(self, line.name, operation, delivery, true));
    self.state = LogicalThread.State.CALLING;
    self.waitFor(operation, " on ", line.name);
  }

  /**
   * Sends {@code message} from {@code self} to {@code port}: its sending event, queued on the port.
   * Returns whether the sender waits for the receipt (a synchronous send).
   */
  boolean send(LogicalThread self, PortObject port, @Nullable Object message, boolean synchronous) {
    ports.check(port);
    String operation = synchronous ? "send" : "asend";
    ports.add(port, sent(self, port.name(), operation, message, synchronous));
    if (synchronous) {
      self.state = LogicalThread.State.SENDING;
      self.waitFor("receipt of its send to", " ", port.name());
    }
    return synchronous;
  }

  /**
   * Records the sending event {@code self} issues now, after the chooser checked it, and returns it
   * as pending: the only place calls and sends are recorded.
   */
  private PendingSend sent(
      LogicalThread self,
      String destination,
      String operation,
      @Nullable Object payload,
      boolean synchronous) {
    counted();
    EventId id = self.nextId();
    try {
      chooser.onSend(id, destination, operation);
    } catch (RuntimeException e) {
      throw end.refused(e);
    }
    self.clock.tick(self.component);
    self.occurred(recorder);
    int[] timestamp = self.clock.copy();
    int position = recorder.send(self.slot, id, destination, operation, timestamp);
    reductions.send(id, self);
    return new PendingSend(id, self, destination, operation, timestamp, position, issued++,
        payload, synchronous, self.stampAccesses());
  }

  /** Makes {@code self} wait in a receive from one of {@code from} (see {@code Controller}). */
  void receive(LogicalThread self, List<? extends PortObject> from) {
    Channel[] channels = new Channel[from.size()];
    for (int i = 0; i < from.size(); i++) {
      PortObject port = from.get(i);
      ports.check(port);
      port.claim(self);
      channels[i] = new Channel(port.name(), Channel.ANY);
    }
    blocks(self.nextId());
    self.receivingFrom = from;
    self.receiveOpenList = OpenList.of(channels);
    self.state = LogicalThread.State.RECEIVING;
    self.waitFor("a message on ", "", self.receiveOpenList);
  }

  /**
   * Makes {@code self} wait in a read of the variable whose line is {@code line}; a read that
   * begins a {@code turn} of a spin loop again (null: none) waits until one of the turn's variables
   * has a later write: one of {@code line}'s is read, one of another's wakes the thread, which then
   * reads {@code line} again.
   */
  void read(LogicalThread self, ObjectLine line, @Nullable ReadTurn turn) {
    blocks(self.nextId());
    self.readingFrom = line;
    self.readTurn = turn;
    self.receiveOpenList = turn == null ? line.whole() : turn.openList();
    self.readOrder = issued++;
    self.state = LogicalThread.State.READING;
    self.waitFor("a read of", " ", line.name);
  }

  /** Lets the chooser check that a thread blocks in a receive that will be event {@code id}. */
  private void blocks(EventId id) {
    try {
      chooser.onReceiveBlocked(id);
    } catch (RuntimeException e) {
      throw end.refused(e);
    }
  }

  /**
   * Fires the receiving event the chooser picks among the enabled ones and returns true; or, when
   * none is enabled or the chooser picks none, ends the run and returns false.
   */
  boolean fireNext() {
    List<Decision> enabled = enabledDecisions();
    if (!enabled.isEmpty()) {
      // Before the chooser: a strict replay of a run cut here has no event left to prescribe.
      cutAtLength();
    }
    Decision decision = enabled.isEmpty() ? null : choose(enabled);
    if (decision == null) {
      end.finish(enabled.isEmpty());
      return false;
    }
    events++; // within the length limit: checked before the chooser
    fire(decision);
    return true;
  }

  private @Nullable Decision choose(List<Decision> enabled) {
    try {
      return chooser.choose(enabled);
    } catch (RuntimeException e) {
      throw end.refused(e);
    }
  }

  private List<Decision> enabledDecisions() {
    List<Decision> enabled = this.enabled;
    enabled.clear();
    List<ObjectLine> objects = registry.objects();
    for (int i = 0; i < objects.size(); i++) {
      ObjectLine line = objects.get(i);
      if (line.pending.isEmpty()) {
        continue;
      }
      OpenList open = line.openList();
      for (int k = 0; k < line.pending.size(); k++) {
        PendingSend call = line.pending.get(k);
        if (open.admits(line.name, call.operation(), call.sender().name)) {
          enabled.add(new Decision(line.nextId(), call.id(), call.issueOrder()));
        }
      }
    }
    for (LogicalThread thread : registry.threads()) {
      if (thread.state == LogicalThread.State.RECEIVING) {
        ports.addDecisions(thread, enabled);
      } else if (thread.state == LogicalThread.State.READING) {
        ReadTurn turn = thread.readTurn;
        EventId last = thread.readingFrom.last; // none before the variable's initial write
        if (turn != null) {
          turn.addDecisions(thread, thread.readOrder, enabled);
        } else if (last != null) {
          enabled.add(new Decision(thread.nextId(), last, thread.readOrder, true));
        }
      }
    }
    return enabled;
  }

  private void fire(Decision decision) {
    ObjectLine line = registry.lineNamed(decision.receiver().line());
    if (line == null) {
      LogicalThread receiver = registry.threadNamed(decision.receiver().line());
      if (receiver.state == LogicalThread.State.READING) {
        fireRead(receiver, decision);
      } else {
        fireReceive(receiver, decision);
      }
      return;
    }
    int at = 0;
    while (at < line.pending.size() && !line.pending.get(at).id().equals(decision.partner())) {
      at++;
    }
    if (at == line.pending.size()) {
      throw new RichTestInternalError("decision " + decision + " is not enabled");
    }
    PendingSend call = line.pending.get(at);
    OpenList open = line.openList();
    recorder.before(line.clock);
    line.clock.merge(call.timestamp());
    line.knownTime = Math.max(line.knownTime, call.sender().knownTime); // blocked since its call
    line.learnAccesses(call.accesses());
    EventId id = line.occurred(recorder);
    line.lastPosition =
        recorder.receive(line.slot, id, open, line.clock, call.position());
    if (line.object.onlyEnables(call.operation())) {
      reductions.onlyEnabling(id);
    }
    line.pending.remove(at);
    LogicalThread caller = call.sender();
    InterruptibleWait wait = caller.waiting;
    if (call.payload() instanceof Interrupts.Modelled.Delivery delivery) {
      delivery.arrive(line);
    } else if (wait != null && wait.line == line && !wait.received) {
      line.callerReceived(caller.name);
      if (!wait.interrupted) {
        line.object.accept(call.operation(), caller);
      }
    } else {
      line.object.accept(call.operation(), caller);
    }
    caller.learnFrom(line);
    caller.state = LogicalThread.State.RUNNABLE;
    caller.waitsNoMore();
  }

  /**
   * Fires a read on a thread's line: its partner is the variable's latest write (its event on the
   * variable's line), and the reader learns the variable's line, which knows every write up to it.
   * A waiting read whose partner is a write of another variable of its turn is a wake: the reader
   * learns that variable, and reads its own again.
   */
  private void fireRead(LogicalThread reader, Decision decision) {
    ReadTurn turn = reader.readTurn;
    boolean wakes = !decision.partner().line().equals(reader.readingFrom.name);
    ObjectLine variable =
        wakes && turn != null ? turn.variable(decision.partner().line()) : reader.readingFrom;
    if (!decision.partner().equals(variable.last)) {
      throw new RichTestInternalError("read " + decision + " of a write that is not the latest");
    }
    recorder.before(reader.clock);
    reader.clock.tick(reader.component);
    reader.learnFrom(variable);
    EventId id = reader.occurred(recorder);
    recorder.receive(reader.slot, id, reader.receiveOpenList, reader.clock, variable.lastPosition);
    if (!wakes) {
      reader.reads.read(decision.partner());
    }
    reader.woken = wakes;
    reader.readTurn = null;
    reader.state = LogicalThread.State.RUNNABLE;
    reader.waitsNoMore();
  }

  /**
   * Fires a receive on a thread's line: the paper's asynchronous and modified synchronous rules.
   */
  private void fireReceive(LogicalThread receiver, Decision decision) {
    PortQueues.Taken taken = ports.take(receiver, decision.partner());
    PendingSend message = taken.message();
    recorder.before(receiver.clock);
    receiver.clock.tick(receiver.component);
    receiver.clock.merge(message.timestamp());
    receiver.learnAccesses(message.accesses());
    EventId id = receiver.occurred(recorder);
    recorder.receive(
        receiver.slot, id, receiver.receiveOpenList, receiver.clock, message.position());
    receiver.received = new Received(taken.alternative(), message.payload());
    receiver.state = LogicalThread.State.RUNNABLE;
    receiver.waitsNoMore();
    if (message.synchronous()) {
      LogicalThread sender = message.sender();
      sender.learnFrom(receiver);
      sender.state = LogicalThread.State.RUNNABLE;
      sender.waitsNoMore();
    }
  }
}
