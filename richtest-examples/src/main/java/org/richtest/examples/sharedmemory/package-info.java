/**
 * Shared-memory bugs written against {@link org.richtest.sync.SharedInt}: a lost update, a
 * check that reads two variables while another thread writes them, and the compare-and-set loop
 * that fixes the lost update. Their plain-JDK versions, explored through the agent, are in {@code
 * org.richtest.examples.unmodified}.
 */
@NullMarked
package org.richtest.examples.sharedmemory;

import org.jspecify.annotations.NullMarked;
