package org.richtest.sync.internal.concurrent;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;

/**
 * The operations of the {@code Exchanger} drop-in, which both its sides implement: {@link
 * JdkExchanger} and {@link ModelledExchanger}.
 *
 * @param <V> the type of the objects exchanged
 */
public interface ExchangerOperations<V extends @Nullable Object> extends DropInOperations {

  V exchange(V x) throws InterruptedException;

  V exchange(V x, long timeout, TimeUnit unit) throws InterruptedException, TimeoutException;
}
