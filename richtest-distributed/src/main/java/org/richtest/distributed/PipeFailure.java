package org.richtest.distributed;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.richtest.CarriersHeldException;
import org.richtest.ExplorationOptions;
import org.richtest.NondeterminismException;
import org.richtest.UnsupportedProgramException;

/**
 * Why a worker process could not explore an item, as it crosses the pipe: the parent throws it
 * again as the sequential explorer would, and for a program that needs more modelled (interrupts,
 * the ends of threads, the clock) it carries which, so that the exploration starts over with them.
 *
 * @param kind what failed
 * @param message the exception's message
 * @param interrupts with {@link Kind#UNSUPPORTED}: whether the options to start over with model
 *     interrupts
 * @param threadEnds likewise the ends of threads
 * @param clock likewise the clock
 */
record PipeFailure(Kind kind, String message, boolean interrupts, boolean threadEnds,
    boolean clock) {

  /** What failed in the worker process. */
  enum Kind {
    /** The program explored differently there ({@link NondeterminismException}). */
    NONDETERMINISM,
    /** The program needs a part of the model the options leave out. */
    UNSUPPORTED,
    /** Anything else: a defect, reported as an error. */
    ERROR,
    /** The program does what RichTest does not model, whatever the options. */
    UNSUPPORTED_ALWAYS,
    /** The program's threads held every carrier ({@link CarriersHeldException}). */
    CARRIERS_HELD
  }

  /** Returns the failure {@code e} is, of an item explored with {@code options}. */
  static PipeFailure of(RuntimeException e, ExplorationOptions options) {
    if (e instanceof NondeterminismException) {
      return new PipeFailure(Kind.NONDETERMINISM, String.valueOf(e.getMessage()), false, false,
          false);
    }
    if (e instanceof UnsupportedProgramException unsupported) {
      var modelling = unsupported.modelling(options);
      if (modelling.isPresent()) {
        ExplorationOptions needed = modelling.get();
        return new PipeFailure(Kind.UNSUPPORTED, String.valueOf(e.getMessage()),
            needed.modelsInterrupts(), needed.modelsThreadEnds(), needed.modelsClock());
      }
      return new PipeFailure(Kind.UNSUPPORTED_ALWAYS, String.valueOf(e.getMessage()), false,
          false, false);
    }
    if (e instanceof CarriersHeldException) {
      return new PipeFailure(Kind.CARRIERS_HELD, String.valueOf(e.getMessage()), false, false,
          false);
    }
    return new PipeFailure(Kind.ERROR, e.toString(), false, false, false);
  }

  /** Returns the exception to throw in the parent, as the sequential explorer throws it. */
  RuntimeException toException() {
    return switch (kind) {
      case NONDETERMINISM -> new NondeterminismException(message);
      case UNSUPPORTED -> new UnsupportedProgramException(message, options -> options
          .withInterrupts(options.modelsInterrupts() || interrupts)
          .withThreadEnds(options.modelsThreadEnds() || threadEnds)
          .withClock(options.modelsClock() || clock));
      case ERROR -> new WorkerProcessException("a worker process failed: " + message);
      case UNSUPPORTED_ALWAYS -> new UnsupportedProgramException(message);
      case CARRIERS_HELD -> new CarriersHeldException(message);
    };
  }

  byte[] toBytes() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.writeByte(kind.ordinal());
      out.writeUTF(message.length() > 10_000 ? message.substring(0, 10_000) : message);
      out.writeBoolean(interrupts);
      out.writeBoolean(threadEnds);
      out.writeBoolean(clock);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  /**
   * Reads the form {@link #toBytes} wrote.
   *
   * @throws IOException if it is not one
   */
  static PipeFailure fromBytes(byte[] form) throws IOException {
    try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(form))) {
      int kind = in.readUnsignedByte();
      if (kind >= Kind.values().length) {
        throw new IOException("a failure of kind " + kind);
      }
      return new PipeFailure(Kind.values()[kind], in.readUTF(), in.readBoolean(),
          in.readBoolean(), in.readBoolean());
    }
  }
}
