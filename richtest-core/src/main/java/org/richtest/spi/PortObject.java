package org.richtest.spi;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.richtest.event.OpenList;

/**
 * A message destination (port or channel). It is not a line: its messages are received by events on
 * its one receiving thread's line (semantics §1). The first thread that receives from it becomes its
 * owner; a receive by any other thread is a misuse.
 */
public abstract class PortObject extends SyncObject {

  /** Messages waiting in production mode, in arrival order. */
  final Deque<Envelope> mailbox = new ArrayDeque<>();

  private @Nullable ThreadHandle owner;

  /** Creates the port in the calling thread's run (or in production). */
  protected PortObject(@Nullable String requestedName) {
    super(requestedName);
  }

  @Override
  protected final boolean hasLine() {
    return false;
  }

  /**
   * Makes {@code thread} the receiving thread if there is none yet.
   *
   * @throws IllegalStateException if another thread owns the port
   */
  public final synchronized void claim(ThreadHandle thread) {
    if (owner == null) {
      owner = thread;
    } else if (owner != thread) {
      throw new IllegalStateException(
          "port " + name() + " is received from by " + owner.name() + " and now by "
              + thread.name() + "; a port has exactly one receiving thread. For several consumers "
              + "use org.richtest.sync.concurrent.ArrayBlockingQueue or LinkedBlockingQueue");
    }
  }

  /**
   * Receives one message from one of {@code ports} through their run's controller, after checking
   * that each port may be used from the calling thread.
   */
  public static Received receiveAny(List<? extends PortObject> ports) {
    Controller controller = null;
    for (PortObject port : ports) {
      controller = port.controller();
    }
    if (controller == null) {
      throw new IllegalArgumentException("a receive needs at least one port");
    }
    return controller.receive(ports);
  }

  /** Returns the receiving thread, or null before the first receive. */
  final synchronized @Nullable ThreadHandle owner() {
    return owner;
  }

  @Override
  public final OpenList openList() {
    throw new UnsupportedOperationException("a port is not a line");
  }

  @Override
  public final void accept(String operation, ThreadHandle caller) {
    throw new UnsupportedOperationException("a port is not a line");
  }

  /** A message in production mode; a synchronous sender waits on it until it is received. */
  static final class Envelope {
    final @Nullable Object message;
    final @Nullable ThreadHandle waitingSender;
    volatile boolean received;

    Envelope(@Nullable Object message, @Nullable ThreadHandle waitingSender) {
      this.message = message;
      this.waitingSender = waitingSender;
    }
  }
}
