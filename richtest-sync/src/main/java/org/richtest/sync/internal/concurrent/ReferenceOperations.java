package org.richtest.sync.internal.concurrent;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * The operations of the {@code AtomicReference} drop-in beyond those it shares with {@code
 * AtomicBoolean}: the updates by a function, which its sides implement ({@link JdkReference} and
 * {@link ModelledAtomic}).
 *
 * @param <V> the type of the value
 */
public interface ReferenceOperations<V extends @Nullable Object> extends ValueOperations<V> {

  V getAndUpdate(UnaryOperator<V> updateFunction);

  V updateAndGet(UnaryOperator<V> updateFunction);

  V getAndAccumulate(V x, BinaryOperator<V> accumulatorFunction);

  V accumulateAndGet(V x, BinaryOperator<V> accumulatorFunction);
}
