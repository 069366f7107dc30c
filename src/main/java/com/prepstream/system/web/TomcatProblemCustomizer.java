package com.prepstream.system.web;

import org.apache.catalina.Context;
import org.apache.catalina.Pipeline;
import org.apache.catalina.Valve;
import org.apache.catalina.core.StandardHost;
import org.apache.catalina.valves.ErrorReportValve;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.core.Ordered;
import org.springframework.stereotype.Component;

/**
 * Puts {@link ProblemErrorReportValve} on the Tomcat host in place of the {@link ErrorReportValve}
 * that Spring Boot adds (no report, no server info) and that the host would add otherwise. Two
 * report valves would not both write: the inner one, Tomcat's HTML page, would answer first.
 */
@Component
class TomcatProblemCustomizer implements WebServerFactoryCustomizer<TomcatServletWebServerFactory>, Ordered {

    @Override
    public void customize(TomcatServletWebServerFactory factory) {
        factory.addContextCustomizers(TomcatProblemCustomizer::replaceErrorReportValve);
    }

    /** After Spring Boot's own customizer (order 0), so its report valve is there to replace. */
    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }

    private static void replaceErrorReportValve(Context context) {
        StandardHost host = (StandardHost) context.getParent();
        Pipeline pipeline = host.getPipeline();
        for (Valve valve : pipeline.getValves()) {
            if (valve instanceof ErrorReportValve) {
                pipeline.removeValve(valve);
            }
        }
        // the host adds a report valve at start unless one of this class name is already there
        host.setErrorReportValveClass(ProblemErrorReportValve.class.getName());
        pipeline.addValve(new ProblemErrorReportValve());
    }
}
