package org.richtest.distributed;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.richtest.ExplorationOptions;
import org.richtest.UnsupportedProgramException;
import org.richtest.workitem.WorkItemRunner;

/** The worker process's side of the pipe protocol, on streams in this JVM. */
class PipeWorkerTest {

  private static final ExplorationOptions OPTIONS = ExplorationOptions.defaults();

  /** Returns the frames of a hello of {@code version} for {@code program}, then {@code more}. */
  private static byte[] hello(int version, String program, byte[] more) throws IOException {
    return hello(version, program, "mutex-2-2", more);
  }

  /** As above, the key that of {@code keyOf}'s first run. */
  private static byte[] hello(int version, String program, String keyOf, byte[] more)
      throws IOException {
    byte[] key = WorkItemRunner.of(TestPrograms.resolve(keyOf), OPTIONS).programKey();
    ByteArrayOutputStream payload = new ByteArrayOutputStream();
    DataOutputStream form = new DataOutputStream(payload);
    form.writeInt(version);
    form.write(Submission.of(program, OPTIONS, key, 20, "").toBytes());
    ByteArrayOutputStream frames = new ByteArrayOutputStream();
    PipeFrames.write(new DataOutputStream(frames), PipeFrames.HELLO, payload.toByteArray());
    frames.write(more);
    return frames.toByteArray();
  }

  private static DataInputStream answers(ByteArrayOutputStream out) {
    return new DataInputStream(new ByteArrayInputStream(out.toByteArray()));
  }

  @Test
  void serve_inputEndsAfterTheHello_endsAfterReady() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int status = PipeWorker.serve(new ByteArrayInputStream(hello(PipeFrames.VERSION, "mutex-2-2",
        new byte[0])), out, TestPrograms::resolve);
    assertEquals(0, status);
    DataInputStream answers = answers(out);
    PipeFrames.Frame ready = PipeFrames.next(answers);
    assertEquals(PipeFrames.READY, ready.type());
    assertArrayEquals(PipeFrames.ready(), ready.payload());
    assertNull(PipeFrames.read(answers));
  }

  @Test
  void serve_anotherVersionOrProgram_refusesSayingWhy() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    assertEquals(2, PipeWorker.serve(new ByteArrayInputStream(hello(99, "mutex-2-2",
        new byte[0])), out, TestPrograms::resolve));
    PipeFrames.Frame refused = PipeFrames.next(answers(out));
    assertEquals(PipeFrames.REFUSED, refused.type());
    assertTrue(new String(refused.payload(), StandardCharsets.UTF_8)
        .startsWith("the parent speaks version 99 of the pipe protocol"));
    ByteArrayOutputStream other = new ByteArrayOutputStream();
    assertEquals(2, PipeWorker.serve(new ByteArrayInputStream(hello(PipeFrames.VERSION,
        "mutex-3-1", new byte[0])), other, TestPrograms::resolve));
    assertTrue(new String(PipeFrames.next(answers(other)).payload(), StandardCharsets.UTF_8)
        .startsWith("the first run of mutex-3-1 in the worker process exercises another"));
  }

  /**
   * An item of a program that asks whether a thread is alive, the ends of threads not modelled:
   * the worker answers FAILED, and the parent's exception models them on starting over.
   */
  @Test
  void serve_itemNeedingThreadEnds_failsNamingThem() throws IOException {
    ByteArrayOutputStream item = new ByteArrayOutputStream();
    DataOutputStream form = new DataOutputStream(item);
    form.writeInt(10_000);
    form.write(WorkItemRunner.of(TestPrograms.resolve("alive-late"), OPTIONS).root().form());
    ByteArrayOutputStream frames = new ByteArrayOutputStream();
    PipeFrames.write(new DataOutputStream(frames), PipeFrames.ITEM, item.toByteArray());
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    assertEquals(0, PipeWorker.serve(new ByteArrayInputStream(hello(PipeFrames.VERSION,
        "alive-late", "alive-late", frames.toByteArray())), out, TestPrograms::resolve));
    DataInputStream answers = answers(out);
    assertEquals(PipeFrames.READY, PipeFrames.next(answers).type());
    PipeFrames.Frame failed = PipeFrames.next(answers);
    assertEquals(PipeFrames.FAILED, failed.type());
    PipeFailure failure = PipeFailure.fromBytes(failed.payload());
    assertEquals(PipeFailure.Kind.UNSUPPORTED, failure.kind());
    UnsupportedProgramException thrown = (UnsupportedProgramException) failure.toException();
    assertTrue(thrown.modelling(OPTIONS).orElseThrow().modelsThreadEnds());
  }

  @Test
  void serve_noInput_endsAtOnce_andGarbageIsRefused() throws IOException {
    assertEquals(0, PipeWorker.serve(new ByteArrayInputStream(new byte[0]),
        new ByteArrayOutputStream(), TestPrograms::resolve));
    IOException garbage = assertThrows(IOException.class, () -> PipeWorker.serve(
        new ByteArrayInputStream("not a frame\n".getBytes(StandardCharsets.UTF_8)),
        new ByteArrayOutputStream(), TestPrograms::resolve));
    assertTrue(garbage.getMessage().endsWith("not a RichTest pipe: 'not a frame\\x0a'"),
        garbage.getMessage());
    PipeFrames.NotFrames binary = assertThrows(PipeFrames.NotFrames.class, () -> PipeWorker.serve(
        new ByteArrayInputStream(HexFormat.of().parseHex("000100006e6174697665")),
        new ByteArrayOutputStream(), TestPrograms::resolve));
    assertEquals("\\x00\\x01\\x00\\x00native", binary.seen());
  }
}
