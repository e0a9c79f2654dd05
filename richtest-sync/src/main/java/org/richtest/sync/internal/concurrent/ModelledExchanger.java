package org.richtest.sync.internal.concurrent;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;

/**
 * An {@code Exchanger} drop-in under exploration: a line of its own on which {@code exchange} is an
 * event open at any time. An exchange that finds a thread waiting takes its object, hands it its
 * own and resumes it; one that finds nobody registers with its object and parks until a partner
 * comes ({@link Registration}). The timed {@code exchange} registers without parking and issues a
 * second call, {@code exchange(timed)}: if a partner came before it completes it returns the
 * partner's object, otherwise it leaves and throws {@link TimeoutException}, so both outcomes are
 * explored; one that repeats a timeout with nothing done since issues that call's repeat, open once
 * the exchanger changed after the registration (docs/decisions.md, "Timed operations"), and a
 * timeout advances the logical clock. The untimed {@code exchange} is interruptible (docs/decisions.md, "Interruption").
 *
 * @param <V> the type of the objects exchanged
 */
public final class ModelledExchanger<V extends @Nullable Object> extends DropIn
    implements ExchangerOperations<V> {

  private static final String EXCHANGE = "exchange";
  private static final String EXCHANGE_TIMED = "exchange(timed)";

  /** A thread waiting with its object, and, once a partner came, the partner's. */
  private final class Offer {
    final Registration registration;
    final V item;
    @Nullable V received;

    Offer(Registration registration, V item) {
      this.registration = registration;
      this.item = item;
    }
  }

  private final Deque<Offer> waiting = new ArrayDeque<>();
  private final OpenList open;

  /** Creates the line of an exchanger. */
  public ModelledExchanger(@Nullable String name) {
    super(name);
    this.open = OpenList.on(name(), EXCHANGE, EXCHANGE_TIMED);
  }

  @Override
  public V exchange(V x) throws InterruptedException {
    try {
      return exchange(x, null);
    } catch (TimeoutException impossible) {
      throw new AssertionError("an untimed exchange timed out", impossible);
    }
  }

  @Override
  public V exchange(V x, long timeout, TimeUnit unit)
      throws InterruptedException, TimeoutException {
    // A timed wait may end at any point: an interrupt during it is one before.
    return exchange(x, Registration.Timeout.begin(this, EXCHANGE_TIMED, unit.toNanos(timeout)));
  }

  /** Exchanges, waiting until a partner comes or, if {@code timeout} is given, timed. */
  private V exchange(V x, Registration.@Nullable Timeout timeout)
      throws InterruptedException, TimeoutException {
    perform(EXCHANGE, timeout == null);
    Offer partner = waiting.pollFirst();
    if (partner != null) {
      partner.received = x;
      partner.registration.serve(this);
      return partner.item;
    }
    if (timeout != null && timeout.nanos() <= 0) {
      throw new TimeoutException("no partner came to " + name());
    }
    Offer offer = new Offer(Registration.of(this, timeout != null), x);
    if (timeout != null) {
      timeout.registers(this, true);
    }
    waiting.addLast(offer);
    if (timeout == null) {
      offer.registration.awaitInterruptibly(this, "a partner to exchange with",
          () -> waiting.remove(offer));
    } else if (!offer.registration.awaitTimed(this, timeout, () -> waiting.remove(offer))) {
      throw new TimeoutException("no partner came to " + name());
    }
    @SuppressWarnings("unchecked") // served: the partner's object, of type V (maybe null)
    V received = (V) offer.received;
    return received;
  }

  @Override
  public OpenList openList() {
    return withRepeats(open);
  }

  /** Returns the name and how many threads wait; not an event. */
  @Override
  public String toString() {
    return "Exchanger " + name() + "[waiting = " + waiting.size() + "]";
  }
}
