package org.richtest.spi;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.richtest.event.Channel;
import org.richtest.event.OpenList;

/**
 * A shared variable: a line whose receiving events are its writes, in the order they took effect
 * (its coherence order), and from which threads read. A write, or an atomic read-modify-write, is a
 * {@link Controller#call call} open at any time; a read ({@link Controller#read}) is a receiving
 * event on the reader's line whose partner is the write it read, always the latest one when it
 * happens. So two reads of one write do not race, and two executions are the same sequence iff
 * every read read the same write and the writes took effect in the same order.
 *
 * <p>The subclass's constructor issues the variable's first write ({@link #initialize()}), so that
 * every read has a write to read.
 */
public abstract class VariableObject extends SyncObject {

  private static final String INIT = "init";

  private final OpenList any;
  /**
   * Open until the initial write: only it. A variable another thread can reach before its first
   * write took effect (a field, found by name) must not take a write first.
   */
  private final OpenList initOnly;
  private volatile boolean initialized;
  /**
   * How many writes took effect here, a failed compare-and-set not counted: what a {@link
   * Channel#retry retry} waits to change. A function of this line's events, as the open list is.
   */
  private int version;
  /** The compare-and-set operations retried here, whose channels the open list adds. */
  private final List<String> retried = new ArrayList<>(1);
  /** The open list with the retries' channels, made at version {@link #retriesAt}. */
  private @Nullable OpenList withRetries;
  private int retriesAt = -1;

  /** Creates the variable in the calling thread's run (or in production). */
  protected VariableObject(@Nullable String requestedName) {
    super(requestedName);
    this.any = OpenList.of(new Channel(name(), Channel.ANY));
    this.initOnly = OpenList.on(name(), INIT);
  }

  /** Returns whether {@code object} is a shared variable (for controllers in other packages). */
  public static boolean isVariable(SyncObject object) {
    return object instanceof VariableObject;
  }

  /**
   * Issues the initial write, under an exploration; call it once, from the constructor or right
   * after the variable is made reachable by other threads.
   */
  protected final void initialize() {
    Controller controller = controller();
    if (controller.isControlled()) {
      controller.call(this, INIT);
    } else {
      initialized = true; // in production the value is simply there
    }
  }

  /**
   * Returns whether a read of this variable reads all of its value, so that two reads of one write
   * at one call site with nothing done between read the same value and the second waits for a
   * write (docs/decisions.md, "Spin loops"). False for a variable that stands for many values read
   * one at a time, such as all the elements of an array, whose reads in a loop are not repeats.
   */
  public boolean readsOneValue() {
    return true;
  }

  /**
   * Issues the compare-and-set {@code operation} as a call and waits until this line receives it;
   * if the calling thread's last compare-and-sets here, at the same call site, failed with nothing
   * done since, as its {@link Controller#retriesCompareAndSet controller} decides, it is issued as
   * their {@link Channel#retry retry}, open only once this variable was written again
   * (docs/decisions.md, "Spin loops"). Call {@link #compareAndSetFailed} right after, when it fails.
   */
  protected final void compareAndSetCall(String operation) {
    Controller controller = controller();
    int failedAt = controller.retriesCompareAndSet(this);
    if (failedAt < 0) {
      controller.call(this, operation);
      return;
    }
    if (!retried.contains(operation)) {
      retried.add(operation);
    }
    controller.call(this, Channel.retry(operation, failedAt));
  }

  /**
   * Notes that the compare-and-set the calling thread made here last ({@link #compareAndSetCall})
   * failed: its event wrote nothing, so it does not count as a write for the retries waiting here,
   * and two threads spinning on one variable do not reopen each other's.
   */
  protected final void compareAndSetFailed() {
    version--;
    controller().failedCompareAndSet(this, version);
  }

  @Override
  public final OpenList openList() {
    if (!initialized) {
      return initOnly;
    }
    if (retried.isEmpty()) {
      return any;
    }
    OpenList list = withRetries;
    if (list == null || retriesAt != version || list.channels().size() != retried.size() + 1) {
      Channel[] channels = new Channel[retried.size() + 1];
      channels[0] = any.channels().first();
      for (int i = 0; i < retried.size(); i++) {
        channels[i + 1] = Channel.retriesBefore(name(), retried.get(i), version);
      }
      list = OpenList.of(channels);
      withRetries = list;
      retriesAt = version;
    }
    return list;
  }

  @Override
  public final void accept(String operation, ThreadHandle caller) {
    version++;
    if (operation.equals(INIT)) {
      initialized = true;
    }
  }
}
