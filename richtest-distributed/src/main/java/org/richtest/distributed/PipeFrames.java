package org.richtest.distributed;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The protocol between an exploration and its worker processes over the child's standard input
 * and output: frames of two sync bytes, a length, a type byte and a payload. The parent says
 * {@link #HELLO} (the protocol's version and the {@link Submission}: the program's name, the
 * options' form and the program's key); the child answers {@link #READY}, or {@link #REFUSED}
 * with why (another version, an unknown program, another first run). Then each {@link #ITEM} (the
 * runs it may take and the item's form) gets one {@link #RESULT} (a work result's form) or one
 * {@link #FAILED} (a {@link PipeFailure}); {@link #BYE}, or the end of the child's input, ends the
 * child.
 */
final class PipeFrames {

  /**
   * The protocol's version; a child of another version refuses the hello. Version 1 had no sync
   * bytes, so a process of version 1 and one of 2 take each other's frames for something else
   * before the version is read: the worker process takes no part all the same.
   */
  static final int VERSION = 2;

  /**
   * The bytes every frame starts with, checked as they are read, so that anything else where a
   * frame begins is named at once: text, whose first byte read as a length would be too large,
   * but also bytes that would read as a plausible one (native code writing NUL-led binary on file
   * descriptor 1), which without the check were waited for until the item's deadline. 0xFE never
   * occurs in UTF-8 text.
   */
  private static final byte[] SYNC = {(byte) 0xFE, 'R'};

  /** The bytes before a frame's type: the sync and the length. */
  private static final int HEADER = SYNC.length + Integer.BYTES;

  /** The bytes of a frame besides its payload: the header and the type. */
  static final int OVERHEAD = HEADER + 1;

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

  /** The largest frame read: a work item or result is kilobytes; more is a corrupt stream. */
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
    out.write(SYNC);
    out.writeInt(payload.length + 1);
    out.writeByte(type);
    out.write(payload);
    out.flush();
  }

  /**
   * Reads one frame, or returns null at the end of the stream before a frame starts.
   *
   * @throws IOException if the stream ends inside a frame
   * @throws NotFrames if a frame does not start with the sync or its length is not plausible,
   *     thrown as soon as the first byte that is not a frame's is read
   */
  static @Nullable Frame read(DataInputStream in) throws IOException {
    int first = in.read();
    if (first < 0) {
      return null;
    }
    byte[] header = new byte[HEADER];
    header[0] = (byte) first;
    for (int i = 0; i < SYNC.length; i++) {
      if (i > 0) {
        header[i] = in.readByte(); // only once the bytes before it were the sync's: no waiting
      }
      if (header[i] != SYNC[i]) {
        throw new NotFrames(quoted(header, i + 1, in));
      }
    }
    in.readFully(header, SYNC.length, Integer.BYTES);
    int length = ByteBuffer.wrap(header, SYNC.length, Integer.BYTES).getInt();
    if (length < 1 || length > MAX_FRAME) {
      throw new NotFrames(quoted(header, HEADER, in));
    }
    byte type = in.readByte();
    byte[] payload = new byte[length - 1];
    in.readFully(payload);
    return new Frame(type, payload);
  }

  /**
   * Returns what the stream holds where a frame was expected, as text: the first {@code count}
   * bytes of {@code read} and what is there without waiting, printable characters kept, others
   * escaped.
   */
  private static String quoted(byte[] read, int count, DataInputStream in) throws IOException {
    byte[] seen = Arrays.copyOf(read, QUOTED);
    int more = in.read(seen, count, Math.min(in.available(), QUOTED - count));
    int length = count + Math.max(more, 0);
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < length; i++) {
      char c = (char) (seen[i] & 0xff);
      text.append(c >= 0x20 && c < 0x7f ? String.valueOf(c) : String.format("\\x%02x", (int) c));
    }
    return length == QUOTED ? text + "…" : text.toString();
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
