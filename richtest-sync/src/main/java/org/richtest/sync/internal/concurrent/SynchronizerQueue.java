package org.richtest.sync.internal.concurrent;

import org.richtest.event.Channel;
import org.richtest.event.OpenList;

/**
 * The line on which the threads of a modelled {@code AbstractQueuedSynchronizer} wait: it counts
 * the releases ({@code release} and {@code releaseShared} whose {@code tryRelease} said so), each
 * an event {@code release} open at any time. A thread whose attempt failed joins the queue by an
 * event {@code enqueue}, which tells it the count, tries once more, and waits by a call {@code
 * wake(g)}, open once the count exceeds {@code g}: only a release after the point it knew of can
 * wake it, and every such release wakes every thread that waits for one, each of which tries again
 * (an exclusive one that loses waits for the next). A timed wait's {@code wake(timed)} is open at
 * any time and says whether a release came; its repeat, open as {@code wake(g)} is, is what a
 * timed acquire that repeats a timeout with nothing done since waits by. The count is changed by events of this line only, so
 * every interleaving of one partial order opens the same calls.
 */
final class SynchronizerQueue extends DropIn {

  private static final String ENQUEUE = "enqueue";
  private static final String RELEASE = "release";
  private static final String WAKE = "wake";
  private static final String WAKE_TIMED = "wake(timed)";

  private final OpenList beforeRelease;
  private int releases;
  /** The releases issued, received or not ({@link #releasesIssued}). */
  private int issued;

  SynchronizerQueue(String name) {
    super(name);
    this.beforeRelease = OpenList.on(name(), ENQUEUE, RELEASE, WAKE_TIMED);
  }

  /** Joins the queue by one event; returns the releases so far, what the caller knows of. */
  int enqueue() {
    perform(ENQUEUE);
    return releases;
  }

  /** Records a release by one event, which opens every wait for one. */
  void release() {
    issued++;
    perform(RELEASE);
    releases++;
  }

  /**
   * Returns the releases issued so far, received or not. A thread that acquires after a release's
   * write of the state may run before that release's event is received; the event is issued by
   * then, since its thread runs from the write to its next call, so this count, unlike the
   * received one, is the same in every interleaving of one partial order.
   */
  int releasesIssued() {
    return issued;
  }

  /**
   * Waits for a release after the {@code known} first ones; returns the releases then. If {@code
   * interruptibly}, an interrupt that comes first ends the wait with {@code InterruptedException}.
   */
  int await(int known, boolean interruptibly) throws InterruptedException {
    perform(WAKE + "(" + known + ")", interruptibly);
    return releases;
  }

  /**
   * Waits, with a timeout, at most until a release after the {@code known} first ones; returns the
   * releases then. One that {@code repeats} a timeout with nothing done since issues the repeat of
   * {@code wake(timed)}, which waits, interruptibly, until there is such a release.
   *
   * @throws InterruptedException if an interrupt ended a repeat's wait
   */
  int awaitTimed(int known, boolean repeats) throws InterruptedException {
    if (repeats) {
      performRepeat(WAKE_TIMED, known);
    } else {
      perform(WAKE_TIMED);
    }
    return releases;
  }

  /** A timed wait's repeat waits for a release, as an untimed wait does, not for any event. */
  @Override
  int version() {
    return releases;
  }

  @Override
  public OpenList openList() {
    return withRepeats(releases == 0
        ? beforeRelease
        : OpenList.of(new Channel(name(), ENQUEUE), new Channel(name(), RELEASE),
            new Channel(name(), WAKE_TIMED), Channel.upTo(name(), WAKE, releases - 1)));
  }

  @Override
  public String toString() {
    return "queue " + name() + "[" + releases + " releases]";
  }
}
