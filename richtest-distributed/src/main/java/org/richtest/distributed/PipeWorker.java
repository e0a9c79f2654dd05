package org.richtest.distributed;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.richtest.workitem.WorkItem;
import org.richtest.workitem.WorkItemRunner;
import org.richtest.workitem.WorkResult;

/**
 * The worker process's side of an exploration over a pipe ({@link ProcessExploration}): reads the
 * hello from its input, resolves the program by name as the parent did and checks that its first
 * run is the parent's, then explores each item it is sent on this one thread and writes back its
 * result, until its input ends. The entry point of {@code richtest pipe-worker}.
 */
public final class PipeWorker {

  private PipeWorker() {}

  /**
   * Serves one exploration: reads frames from {@code in} and writes frames to {@code out} (which
   * must carry nothing else: the caller points {@code System.out} elsewhere), finding the program
   * with {@code resolver}.
   *
   * @return the process's exit status: 0 when the parent said goodbye or closed the input, 2 if
   *     it refused the exploration
   * @throws IOException if a stream fails or carries something else than frames
   */
  public static int serve(InputStream in, OutputStream out, ProgramResolver resolver)
      throws IOException {
    DataInputStream input = new DataInputStream(new BufferedInputStream(in));
    DataOutputStream output = new DataOutputStream(new BufferedOutputStream(out));
    PipeFrames.Frame hello = PipeFrames.read(input);
    if (hello == null) {
      return 0;
    }
    if (hello.type() != PipeFrames.HELLO) {
      throw new IOException("the first frame is of type " + hello.type() + ", not a hello");
    }
    Submission submission;
    WorkItemRunner runner;
    try {
      DataInputStream payload = new DataInputStream(new ByteArrayInputStream(hello.payload()));
      int version = payload.readInt();
      if (version != PipeFrames.VERSION) {
        throw new Refused("the parent speaks version " + version + " of the pipe protocol, this"
            + " worker " + PipeFrames.VERSION + ": is it another version of RichTest?");
      }
      submission = Submission.fromBytes(payload.readAllBytes());
      runner = runnerOf(submission, resolver);
    } catch (Refused | IllegalArgumentException e) {
      PipeFrames.write(output, PipeFrames.REFUSED, String.valueOf(e.getMessage())
          .getBytes(StandardCharsets.UTF_8));
      return 2;
    }
    PipeFrames.write(output, PipeFrames.READY, PipeFrames.ready());
    while (true) {
      PipeFrames.Frame frame = PipeFrames.read(input);
      if (frame == null || frame.type() == PipeFrames.BYE) {
        return 0;
      }
      if (frame.type() != PipeFrames.ITEM) {
        throw new IOException("a frame of type " + frame.type() + " where an item was expected");
      }
      DataInputStream item = new DataInputStream(new ByteArrayInputStream(frame.payload()));
      int maxRuns = item.readInt();
      try {
        WorkResult result = runner.explore(WorkItem.of(item.readAllBytes()), maxRuns);
        PipeFrames.write(output, PipeFrames.RESULT, result.toBytes());
      } catch (RuntimeException e) {
        PipeFailure failure = PipeFailure.of(e, submission.options());
        if (failure.kind() == PipeFailure.Kind.ERROR) {
          e.printStackTrace(); // a defect: where it happened is on this process's standard error
        }
        PipeFrames.write(output, PipeFrames.FAILED, failure.toBytes());
      }
    }
  }

  /**
   * Returns the runner of {@code submission}'s program.
   *
   * @throws Refused if it cannot be loaded here or its first run is not the parent's
   */
  private static WorkItemRunner runnerOf(Submission submission, ProgramResolver resolver)
      throws Refused {
    try {
      return SubmittedRunner.of(submission, resolver);
    } catch (SubmittedRunner.Refusal refusal) {
      throw new Refused(refusal.otherFirstRun()
          ? "the first run of " + submission.program() + " in the worker process exercises"
              + " another sequence than in the exploring process (another program of that name?)"
          : submission.program() + " cannot be explored in the worker process: "
              + refusal.getMessage());
    }
  }

  /** Why this worker takes no items of an exploration: the parent explores them elsewhere. */
  private static final class Refused extends Exception {
    private static final long serialVersionUID = 1L;

    Refused(String why) {
      super(why);
    }
  }
}
