package org.richtest.distributed;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
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

  /**
   * The mark a {@link #READY} carries, so that a child that answers with something else (another
   * program on the command line) is told from a worker.
   */
  static final int MARK = 0x52545057; // "RTPW"

  /**
   * The largest frame read: a work item or result is kilobytes; more is a corrupt stream. Under
   * 16 MB, any text's first byte (a tab or above) reads as a length too large, so text where a
   * frame belongs is named at once rather than waited for.
   */
  static final int MAX_FRAME = 16 << 20;

  /** The most of a stream that is not frames quoted in the error. */
  private static final int QUOTED = 120;

  /** The stream carries something else than frames where one begins: what, quoted. */
  static final class NotFrames extends IOException {
    private static final long serialVersionUID = 1L;
    private final String seen;

    NotFrames(String seen) {
      super("something other than frames, not a RichTest pipe: '" + seen + "'");
      this.seen = seen;
    }

    /** Returns the start of what the stream carried, printable, the rest escaped. */
    String seen() {
      return seen;
    }
  }

  /** A frame: its type and payload. */
  record Frame(byte type, byte[] payload) {}

  private PipeFrames() {}

  /** Returns the payload of a {@link #READY}: the mark. */
  static byte[] ready() {
    return ByteBuffer.allocate(Integer.BYTES).putInt(MARK).array();
  }

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
      throw new NotFrames(quoted(length, in));
    }
    byte type = in.readByte();
    byte[] payload = new byte[length - 1];
    in.readFully(payload);
    return new Frame(type, payload);
  }

  /**
   * Returns what the stream holds where a frame of {@code length} was expected, as text: the four
   * bytes read and what is there without waiting, printable characters kept, others escaped.
   */
  private static String quoted(int length, DataInputStream in) throws IOException {
    byte[] seen = new byte[QUOTED];
    for (int i = 0; i < 4; i++) {
      seen[i] = (byte) (length >>> (24 - 8 * i));
    }
    int count = 4 + in.read(seen, 4, Math.min(in.available(), QUOTED - 4));
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < count; i++) {
      char c = (char) (seen[i] & 0xff);
      text.append(c >= 0x20 && c < 0x7f ? String.valueOf(c) : String.format("\\x%02x", (int) c));
    }
    return count == QUOTED ? text + "…" : text.toString();
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
