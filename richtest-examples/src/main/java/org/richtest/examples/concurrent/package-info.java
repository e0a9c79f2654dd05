/**
 * Programs written against the {@code java.util.concurrent} drop-ins of {@code
 * org.richtest.sync.concurrent}: the JDK's classes, explored.
 */
@NullMarked
package org.richtest.examples.concurrent;

import org.jspecify.annotations.NullMarked;
