package org.richtest;

import java.nio.file.Path;

/**
 * A checkpoint that cannot be resumed: it is truncated or corrupt, it was written for another
 * program or with other options, or a frame it holds no longer replays. The message names the file
 * and which of these it is.
 */
public final class CheckpointException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  private final transient Path file;

  /** Creates the exception for {@code file}, saying what is wrong with it in {@code problem}. */
  public CheckpointException(Path file, String problem) {
    super("checkpoint " + file + ": " + problem);
    this.file = file;
  }

  /** Returns the checkpoint file. */
  public Path file() {
    return file;
  }
}
