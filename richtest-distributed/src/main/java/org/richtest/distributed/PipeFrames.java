package org.richtest.distributed;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import org.jspecify.annotations.Nullable;

/**
 * The protocol between an exploration and its worker processes over the child's standard input
 * and output: length-prefixed frames of a type byte and a payload. The parent says {@link #HELLO}
 * (the protocol's version and the {@link Submission}: the program's name, the options' form and the
 * program's key); the child answers {@link #READY}, or {@link #REFUSED} with why (another version,
 * an unknown program, another first run). Then each {@link #ITEM} (the runs it may take and the
 * item's form) gets one {@link #RESULT} (a work result's form) or one {@link #FAILED} (a
 * {@link PipeFailure}); {@link #BYE}, or the end of the child's input, ends the child.
 */
final class PipeFrames {

  /** The protocol's version; a child of another version refuses the hello. */
  static final int VERSION = 1;

  static final byte HELLO = 1;
  static final byte READY = 2;
  static final byte REFUSED = 3;
  static final byte ITEM = 4;
  static final byte RESULT = 5;
  static final byte FAILED = 6;
  static final byte BYE = 7;

  /** The largest frame read: a work item or result is kilobytes; more is a corrupt stream. */
  private static final int MAX_FRAME = 256 << 20;

  /** A frame: its type and payload. */
  record Frame(byte type, byte[] payload) {}

  private PipeFrames() {}

  /** Writes and flushes one frame. */
  static void write(DataOutputStream out, byte type, byte[] payload) throws IOException {
    out.writeInt(payload.length + 1);
    out.writeByte(type);
    out.write(payload);
    out.flush();
  }

  /**
   * Reads one frame, or returns null at the end of the stream before a frame starts.
   *
   * @throws IOException if the stream ends inside a frame or a frame's length is not plausible
   */
  static @Nullable Frame read(DataInputStream in) throws IOException {
    int first = in.read();
    if (first < 0) {
      return null;
    }
    int length = (first << 24) | (in.readUnsignedByte() << 16) | (in.readUnsignedByte() << 8)
        | in.readUnsignedByte();
    if (length < 1 || length > MAX_FRAME) {
      throw new IOException("a frame of " + length + " bytes: not a RichTest pipe");
    }
    byte type = in.readByte();
    byte[] payload = new byte[length - 1];
    in.readFully(payload);
    return new Frame(type, payload);
  }

  /**
   * Reads one frame that must be there.
   *
   * @throws EOFException if the stream ended
   */
  static Frame next(DataInputStream in) throws IOException {
    Frame frame = read(in);
    if (frame == null) {
      throw new EOFException("the worker process closed its output");
    }
    return frame;
  }
}
