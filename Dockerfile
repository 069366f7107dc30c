# Build: the page with Node, the jar with Maven (which embeds the built page), then a JRE image.
FROM node:20-bookworm-slim AS web
WORKDIR /src/frontend
COPY frontend/package.json frontend/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY frontend/ ./
RUN npm run build

FROM maven:3.9-eclipse-temurin-17 AS jar
WORKDIR /src
COPY pom.xml ./
RUN mvn -B -q dependency:go-offline -Dskip.frontend=true || true
COPY src ./src
COPY --from=web /src/frontend/dist ./frontend/dist
RUN mvn -B -q package -DskipTests -Dskip.frontend=true

FROM eclipse-temurin:17-jre
RUN apt-get update -qq && apt-get install -y -qq wget >/dev/null && rm -rf /var/lib/apt/lists/* \
    && useradd --system --home /app prepstream && mkdir -p /data/files && chown prepstream /data/files
WORKDIR /app
COPY --from=jar /src/target/prepstream.jar ./prepstream.jar
USER prepstream
ENV DJL_CACHE_DIR=/app/.djl
EXPOSE 8080
ENTRYPOINT ["java", "-XX:MaxRAMPercentage=75", "-jar", "/app/prepstream.jar"]
