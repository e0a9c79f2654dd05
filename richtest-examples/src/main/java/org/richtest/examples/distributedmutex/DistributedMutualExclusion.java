package org.richtest.examples.distributedmutex;

import java.util.ArrayList;
import java.util.List;
import org.richtest.Program;
import org.richtest.sync.Port;
import org.richtest.sync.RichThread;
import org.richtest.sync.SignalAndUrgentMonitor;

/**
 * Ricart and Agrawala's distributed mutual exclusion (Carver &amp; Tai's {@code
 * DistributedMutualExclusion}, spec table4-programs §3.4, DME). Process {@code i} is two
 * threads, {@code distributedProcess<i>} and {@code helper<i>}, sharing an SU monitor {@code
 * Coordinator<i>}; processes talk only through the asynchronous ports {@code requestChannel<i>}
 * (received by helper {@code i}) and {@code replyChannel<i>} (received by process {@code i}).
 *
 * <p>A process enters the critical section once: it takes a number one above the highest it has
 * seen and sets {@code requesting} (entry {@code chooseNumberAndSetRequesting}), sends a request
 * carrying the number to every other process in increasing order, waits for a reply from each,
 * runs the critical section, then clears {@code requesting} and sends the replies it deferred from
 * inside the monitor (entry {@code resetRequesting}). A helper receives one request per other
 * process and asks the monitor whether to defer it (entry {@code decideAboutDeferral}: while its
 * process requests with a smaller number, or an equal number and a smaller id); if not, it replies
 * at once. The program checks that no two processes are ever in the critical section together.
 *
 * <p>A process only counts its replies, so its reply port is declared order-insensitive: with the
 * commuting-receives reduction the order of the replies is not explored (the paper's reply-order
 * reduction).
 */
public final class DistributedMutualExclusion {

  /** A request carrying the requester's number, or a reply (number 0), from {@code sender}. */
  record Message(int number, int sender) {}

  private static final int NOBODY = -1;

  private final int processes;
  private final List<Port<Message>> requestChannels = new ArrayList<>();
  private final List<Port<Message>> replyChannels = new ArrayList<>();
  private int inCriticalSection = NOBODY;

  private DistributedMutualExclusion(int processes) {
    this.processes = processes;
    for (int i = 0; i < processes; i++) {
      requestChannels.add(new Port<>("requestChannel" + i));
      replyChannels.add(new Port<Message>("replyChannel" + i).orderInsensitive());
    }
  }

  /** The monitor synchronizing process {@code id} with its helper. */
  private final class Coordinator {

    private final int id;
    private final SignalAndUrgentMonitor monitor;
    private final boolean[] deferred = new boolean[processes];
    private boolean requesting;
    private int number;
    private int highNumber;

    Coordinator(int id) {
      this.id = id;
      this.monitor = new SignalAndUrgentMonitor("Coordinator" + id);
    }

    int chooseNumberAndSetRequesting() {
      return monitor.call("chooseNumberAndSetRequesting", () -> {
        requesting = true;
        number = highNumber + 1;
        return number;
      });
    }

    boolean decideAboutDeferral(Message request) {
      return monitor.call("decideAboutDeferral", () -> {
        highNumber = Math.max(highNumber, request.number());
        boolean defer = requesting
            && (number < request.number() || (number == request.number() && id < request.sender()));
        if (defer) {
          deferred[request.sender()] = true;
        }
        return defer;
      });
    }

    void resetRequestingAndReplyToDeferred() {
      monitor.run("resetRequesting", () -> {
        leaveCriticalSection(id);
        requesting = false;
        for (int i = 0; i < processes; i++) {
          if (deferred[i]) {
            deferred[i] = false;
            replyChannels.get(i).send(new Message(0, id));
          }
        }
      });
    }
  }

  /** The body of thread {@code distributedProcess<id>}. */
  private void process(int id, Coordinator coordinator, RichThread helper)
      throws InterruptedException {
    int number = coordinator.chooseNumberAndSetRequesting();
    for (int i = 0; i < processes; i++) {
      if (i != id) {
        requestChannels.get(i).send(new Message(number, id));
      }
    }
    for (int replies = 0; replies < processes - 1; replies++) {
      replyChannels.get(id).receive();
    }
    enterCriticalSection(id);
    coordinator.resetRequestingAndReplyToDeferred();
    helper.join();
  }

  /** The body of thread {@code helper<id>}: answers the other processes' requests. */
  private void helper(int id, Coordinator coordinator) {
    for (int requests = 0; requests < processes - 1; requests++) {
      Message request = requestChannels.get(id).receive();
      if (!coordinator.decideAboutDeferral(request)) {
        replyChannels.get(request.sender()).send(new Message(0, id));
      }
    }
  }

  private void enterCriticalSection(int id) {
    if (inCriticalSection != NOBODY) {
      throw new AssertionError(
          "processes " + inCriticalSection + " and " + id + " are both in the critical section");
    }
    inCriticalSection = id;
  }

  private void leaveCriticalSection(int id) {
    if (inCriticalSection != id) {
      throw new AssertionError("process " + id + " leaves a critical section it is not in");
    }
    inCriticalSection = NOBODY;
  }

  /**
   * Returns the program: for each process in turn, main creates its coordinator, starts its helper
   * and starts it; then it joins the processes, each of which joins its helper.
   */
  public static Program program(int processes) {
    return () -> {
      DistributedMutualExclusion dme = new DistributedMutualExclusion(processes);
      List<RichThread> threads = new ArrayList<>();
      for (int id = 0; id < processes; id++) {
        int self = id;
        Coordinator coordinator = dme.new Coordinator(self);
        RichThread helper = new RichThread("helper" + self, () -> dme.helper(self, coordinator));
        helper.start();
        RichThread process = new RichThread(
            "distributedProcess" + self, () -> dme.process(self, coordinator, helper));
        process.start();
        threads.add(process);
      }
      for (RichThread thread : threads) {
        thread.join();
      }
    };
  }
}
