/**
 * RichTest's core: the front door ({@code org.richtest}), the event model, the primitives' SPI,
 * the trace formats and the work-item SPI of distributed engines. The engine ({@code
 * org.richtest.internal}) is not exported; the front door finds it as a service.
 */
module org.richtest.core {
  requires transitive com.google.common;
  requires static org.jspecify;
  requires org.slf4j;

  exports org.richtest;
  exports org.richtest.event;
  exports org.richtest.spi;
  exports org.richtest.trace;
  exports org.richtest.workitem;

  uses org.richtest.Engine;

  provides org.richtest.Engine with
      org.richtest.internal.explore.ExplorationEngine;
}
