package org.richtest.sync.internal.concurrent;

import java.util.concurrent.CompletionStage;
import org.jspecify.annotations.Nullable;

/**
 * Finds the side behind a stage a user passes to a {@code CompletableFuture} drop-in ({@code
 * thenCombine}'s other stage, the stage {@code thenCompose}'s function returns, the futures of
 * {@code allOf}): only the drop-in's class can see its side.
 */
@FunctionalInterface
public interface StageSides {

  /** Returns the side of {@code stage} if it is a drop-in, else null (for null too). */
  @Nullable FutureOperations<?> sideOf(@Nullable CompletionStage<?> stage);
}
