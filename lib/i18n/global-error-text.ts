import type { Locale } from './config';

/**
 * The texts of app/global-error.tsx, the page shown when the root layout itself fails (a chunk of the shell
 * that did not load, say): no message provider is left then, so they are here, for every language. A unit
 * test checks that they equal the catalogue's errors.* entries, which stay the texts translators edit.
 */
export const GLOBAL_ERROR_TEXT: Record<Locale, { chunkTitle: string; chunkBody: string; reload: string; generic: string; retry: string }> =
  {
    en: {
      chunkTitle: 'This page could not be loaded',
      chunkBody: 'Part of the portal did not arrive in time, perhaps after an update or a dropped connection. Reload the page to continue.',
      reload: 'Reload page',
      generic: 'Something went wrong. Please try again.',
      retry: 'Try again',
    },
    ar: {
      chunkTitle: 'تعذّر تحميل هذه الصفحة',
      chunkBody: 'لم يصل جزء من البوابة في الوقت المحدد، ربما بعد تحديث أو انقطاع في الاتصال. أعد تحميل الصفحة للمتابعة.',
      reload: 'إعادة تحميل الصفحة',
      generic: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
      retry: 'إعادة المحاولة',
    },
    de: {
      chunkTitle: 'Diese Seite konnte nicht geladen werden',
      chunkBody:
        'Ein Teil des Portals kam nicht rechtzeitig an, etwa nach einem Update oder einer unterbrochenen Verbindung. Laden Sie die Seite neu, um fortzufahren.',
      reload: 'Seite neu laden',
      generic: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
      retry: 'Erneut versuchen',
    },
    es: {
      chunkTitle: 'No se pudo cargar esta página',
      chunkBody:
        'Una parte del portal no llegó a tiempo, quizá tras una actualización o una conexión interrumpida. Recargue la página para continuar.',
      reload: 'Recargar página',
      generic: 'Se ha producido un error. Inténtelo de nuevo.',
      retry: 'Reintentar',
    },
    fr: {
      chunkTitle: "Cette page n'a pas pu être chargée",
      chunkBody:
        "Une partie du portail n'est pas arrivée à temps, peut-être après une mise à jour ou une connexion interrompue. Rechargez la page pour continuer.",
      reload: 'Recharger la page',
      generic: "Une erreur s'est produite. Veuillez réessayer.",
      retry: 'Réessayer',
    },
    it: {
      chunkTitle: 'Impossibile caricare questa pagina',
      chunkBody:
        'Una parte del portale non è arrivata in tempo, forse dopo un aggiornamento o una connessione interrotta. Ricarica la pagina per continuare.',
      reload: 'Ricarica la pagina',
      generic: 'Si è verificato un errore. Riprova.',
      retry: 'Riprova',
    },
    ru: {
      chunkTitle: 'Не удалось загрузить эту страницу',
      chunkBody:
        'Часть портала не загрузилась вовремя — возможно, после обновления или из-за обрыва соединения. Перезагрузите страницу, чтобы продолжить.',
      reload: 'Перезагрузить страницу',
      generic: 'Что-то пошло не так. Повторите попытку.',
      retry: 'Повторить',
    },
    zh: {
      chunkTitle: '无法加载此页面',
      chunkBody: '门户的部分内容未能及时加载，可能是因为系统更新或网络连接中断。请重新加载页面以继续。',
      reload: '重新加载页面',
      generic: '出现问题，请重试。',
      retry: '重试',
    },
  };
