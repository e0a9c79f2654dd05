package org.richtest.distributed;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.richtest.workitem.WorkItem;
import org.richtest.workitem.WorkResult;

/**
 * The exploring process's handle of one worker process: starts it, says hello, sends it items and
 * reads their results. Closing says goodbye and waits a moment for it to end, then kills it.
 */
final class PipeChild implements AutoCloseable {

  /** How long a worker process gets to end after its goodbye before it is killed. */
  private static final long END_SECONDS = 5;

  /** The worker process could not explore an item: why, as it crossed the pipe. */
  static final class Failed extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient PipeFailure failure;

    Failed(PipeFailure failure) {
      super(failure.message());
      this.failure = failure;
    }

    PipeFailure failure() {
      return failure;
    }
  }

  private final Process process;
  private final DataInputStream in;
  private final DataOutputStream out;
  private long bytes;

  private PipeChild(Process process) {
    this.process = process;
    this.in = new DataInputStream(new BufferedInputStream(process.getInputStream()));
    this.out = new DataOutputStream(new BufferedOutputStream(process.getOutputStream()));
  }

  /**
   * Starts {@code command}, its standard error the parent's, and tells {@code launched} of the
   * process (so that it can be killed while it starts); {@link #hello} comes next.
   *
   * @throws IOException if the process cannot be started
   */
  static PipeChild launch(List<String> command, Consumer<Process> launched) throws IOException {
    Process process = new ProcessBuilder(command)
        .redirectError(ProcessBuilder.Redirect.INHERIT)
        .start();
    launched.accept(process);
    return new PipeChild(process);
  }

  /**
   * Says {@code hello} and reads the answer.
   *
   * @throws IOException if the process ends or refuses the exploration (the message says why)
   */
  void hello(byte[] hello) throws IOException {
    ByteArrayOutputStream payload = new ByteArrayOutputStream();
    DataOutputStream form = new DataOutputStream(payload);
    form.writeInt(PipeFrames.VERSION);
    form.write(hello);
    send(PipeFrames.HELLO, payload.toByteArray());
    PipeFrames.Frame answer = receive();
    if (answer.type() == PipeFrames.REFUSED) {
      throw new IOException("it refused the exploration: "
          + new String(answer.payload(), StandardCharsets.UTF_8));
    }
    if (answer.type() != PipeFrames.READY
        || !Arrays.equals(answer.payload(), PipeFrames.ready())) {
      throw new IOException("it answered the hello with a frame of type " + answer.type()
          + " and " + answer.payload().length + " bytes, not a RichTest worker's ready");
    }
  }

  /**
   * Has the worker process explore {@code item} to at most {@code maxRuns} runs.
   *
   * @throws IOException if the process ended or its answer is not a result
   * @throws Failed if the process could not explore the item
   */
  WorkResult explore(WorkItem item, int maxRuns) throws IOException, Failed {
    ByteArrayOutputStream payload = new ByteArrayOutputStream();
    DataOutputStream form = new DataOutputStream(payload);
    form.writeInt(maxRuns);
    form.write(item.form());
    send(PipeFrames.ITEM, payload.toByteArray());
    PipeFrames.Frame answer = receive();
    if (answer.type() == PipeFrames.FAILED) {
      throw new Failed(PipeFailure.fromBytes(answer.payload()));
    }
    if (answer.type() != PipeFrames.RESULT) {
      throw new IOException("it answered an item with a frame of type " + answer.type());
    }
    try {
      return WorkResult.fromBytes(answer.payload());
    } catch (IllegalArgumentException e) {
      throw new IOException(e.getMessage(), e);
    }
  }

  /** Returns the worker process. */
  Process process() {
    return process;
  }

  /** Returns the bytes sent to and received from the process, frame headers included. */
  long bytes() {
    return bytes;
  }

  private void send(byte type, byte[] payload) throws IOException {
    PipeFrames.write(out, type, payload);
    bytes += PipeFrames.OVERHEAD + payload.length;
  }

  private PipeFrames.Frame receive() throws IOException {
    PipeFrames.Frame frame;
    try {
      frame = PipeFrames.next(in);
    } catch (PipeFrames.NotFrames e) {
      throw new IOException("the worker process wrote something other than frames to its"
          + " standard output (its JVM's own output?): '" + e.seen() + "'", e);
    }
    bytes += PipeFrames.OVERHEAD + frame.payload().length;
    return frame;
  }

  /** Says goodbye, waits a moment for the process to end, and kills it if it did not. */
  @Override
  public void close() {
    try {
      PipeFrames.write(out, PipeFrames.BYE, new byte[0]);
      out.close();
    } catch (IOException e) {
      // it has ended already, or ends now
    }
    try {
      if (!process.waitFor(END_SECONDS, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }
}
