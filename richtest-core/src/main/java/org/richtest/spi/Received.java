package org.richtest.spi;

import org.jspecify.annotations.Nullable;

/**
 * What a receive returned: the alternative it chose and the message.
 *
 * @param alternative the index, in the list given to {@link Controller#receive}, of the port
 * @param message the sender's value
 */
public record Received(int alternative, @Nullable Object message) {}
