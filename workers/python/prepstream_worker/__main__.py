"""``python -m prepstream_worker``: one vectorize worker in the consumer group, until SIGTERM/SIGINT."""

import logging
import signal

import psycopg
import redis

from .config import Settings
from .models import install, install_runtime, install_sentence_table
from .streams import StreamClient
from .vectorize import KnowledgeBaseSettings, Vectorize
from .worker import Worker

STREAM = "knowledgebase:vectorize:stream"
GROUP = "vectorize-group"


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    settings = Settings.from_env()
    kb = KnowledgeBaseSettings.from_env()
    install(settings.models_dir, [m for m in (kb.model, kb.model_cjk) if m])
    install_sentence_table(settings.models_dir)
    install_runtime(settings.models_dir)

    def connect() -> psycopg.Connection:
        return psycopg.connect(settings.db_url, user=settings.db_user, password=settings.db_password,
                               autocommit=True)

    client = redis.Redis(host=settings.redis_host, port=settings.redis_port, password=settings.redis_password,
                         db=settings.redis_db, decode_responses=True)
    feature = Vectorize(settings.storage_dir, settings.models_dir, kb, connect)
    worker = Worker(settings, feature, connect, StreamClient(client, STREAM, GROUP, settings.consumer))
    signal.signal(signal.SIGTERM, lambda *_: worker.stop())
    signal.signal(signal.SIGINT, lambda *_: worker.stop())
    logging.getLogger(__name__).info("vectorize worker %s reading %s", settings.consumer, STREAM)
    worker.run()


if __name__ == "__main__":
    main()
