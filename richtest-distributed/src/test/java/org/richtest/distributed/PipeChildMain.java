package org.richtest.distributed;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.richtest.Program;

/**
 * A worker process of the tests: {@link PipeWorker#serve} on the test programs, with faults on
 * demand. Arguments: {@code die-after BYTES} halts the JVM once it wrote that many bytes of
 * frames (mid-frame, as a killed process); {@code stall-after BYTES} stops there without ending,
 * as a stuck process; {@code unknown} knows no program; {@code other NAME}
 * resolves every name to the test program NAME (another first run); {@code drift NAME} runs the
 * program asked for once (its first run, the key), then NAME: nondeterministic; {@code noise TEXT}
 * writes TEXT on its standard output before the frames, as a JVM's own logging would; {@code
 * binary-after FRAMES HEX} writes the bytes HEX once it wrote that many frames, where the next one
 * begins, as native code writing on file descriptor 1 would, and goes on.
 */
final class PipeChildMain {

  private PipeChildMain() {}

  /** Returns the command line of a worker process of this JVM's java and class path. */
  static List<String> command(String... arguments) {
    List<String> command = new ArrayList<>(List.of(
        ProcessHandle.current().info().command().orElse("java"),
        "-cp", System.getProperty("java.class.path"), PipeChildMain.class.getName()));
    command.addAll(List.of(arguments));
    return command;
  }

  public static void main(String[] args) throws IOException {
    PrintStream frames = System.out;
    System.setOut(System.err);
    OutputStream out = frames;
    ProgramResolver resolver = TestPrograms::resolve;
    if (args.length == 2 && args[0].equals("die-after")) {
      out = after(frames, Long.parseLong(args[1]), () -> Runtime.getRuntime().halt(9));
    } else if (args.length == 2 && args[0].equals("stall-after")) {
      out = after(frames, Long.parseLong(args[1]), PipeChildMain::stall);
    } else if (args.length == 1 && args[0].equals("unknown")) {
      resolver = name -> {
        throw new IllegalArgumentException("no program '" + name + "' in this worker");
      };
    } else if (args.length == 2 && args[0].equals("other")) {
      resolver = name -> TestPrograms.resolve(args[1]);
    } else if (args.length == 2 && args[0].equals("noise")) {
      frames.print(args[1]);
      frames.flush();
    } else if (args.length == 3 && args[0].equals("binary-after")) {
      out = afterFrames(frames, Integer.parseInt(args[1]), HexFormat.of().parseHex(args[2]));
    } else if (args.length == 2 && args[0].equals("drift")) {
      resolver = name -> drifting(TestPrograms.resolve(name), TestPrograms.resolve(args[1]));
    }
    System.exit(PipeWorker.serve(System.in, out, resolver));
  }

  private static Program drifting(Program first, Program then) {
    AtomicBoolean ran = new AtomicBoolean();
    return () -> (ran.getAndSet(true) ? then : first).run();
  }

  private static void stall() {
    try {
      Thread.sleep(Long.MAX_VALUE);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Returns {@code out}, which once it was flushed {@code frames} times (a frame is flushed as it
   * ends) writes {@code bytes}.
   */
  private static OutputStream afterFrames(OutputStream out, int frames, byte[] bytes) {
    return new FilterOutputStream(out) {
      private int flushed;

      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
      }

      @Override
      public void flush() throws IOException {
        out.flush();
        if (++flushed == frames) {
          out.write(bytes);
          out.flush();
        }
      }
    };
  }

  /** Returns {@code out}, which once {@code limit} bytes were written does {@code then}. */
  private static OutputStream after(OutputStream out, long limit, Runnable then) {
    return new FilterOutputStream(out) {
      private long written;

      @Override
      public void write(int b) throws IOException {
        if (++written > limit) {
          out.flush();
          then.run();
        }
        out.write(b);
      }

      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        for (int i = 0; i < len; i++) {
          write(b[off + i]);
        }
      }
    };
  }
}
